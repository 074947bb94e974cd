package su.mir2.machine.jit;

import java.util.List;

/** Lists of instruction numbers as arrays, written as a loop: the translator uses no streams (see MethodCode.unlessSmall). */
final class IntLists {
    private IntLists() {
    }

    static int[] toArray(List<Integer> list) {
        int[] array = new int[list.size()];
        for (int k = 0; k < array.length; k++) {
            array[k] = list.get(k);
        }
        return array;
    }
}
