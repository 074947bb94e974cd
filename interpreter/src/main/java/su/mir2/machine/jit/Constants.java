package su.mir2.machine.jit;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The objects of the tree that translated code calls (nodes whose slow paths it takes, instructions
 * it leaves to the control unit's way of running them), numbered in the order the code first needs
 * them. The class refers to them by number only, so the same program read in again gives the same
 * class, and only the objects differ.
 */
final class Constants {
    private final List<Object> objects = new ArrayList<>();
    private final Map<Object, Integer> numbers = new IdentityHashMap<>();

    int number(Object o) {
        Integer known = numbers.get(o);
        if (known != null) {
            return known;
        }
        objects.add(o);
        numbers.put(o, objects.size() - 1);
        return objects.size() - 1;
    }

    Object get(int number) {
        return objects.get(number);
    }

    Object[] toArray() {
        return objects.toArray();
    }
}
