package su.mir2.almir.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.tree.ParseTree;
import org.junit.jupiter.api.Test;

class LongChildrenTest {
    private static Leaf leaf(int i) {
        return new Leaf(Leaf.Kind.NUMBER, Integer.toString(i), i);
    }

    @Test
    void keepsWhatAnArrayListWouldAcrossChunks() {
        List<ParseTree> first = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            first.add(leaf(i));
        }
        LongChildren children = new LongChildren(first);
        List<ParseTree> expected = new ArrayList<>(first);
        for (int i = 300; i < 10_000; i++) {
            Leaf l = leaf(i);
            children.add(l);
            expected.add(l);
        }
        children.set(4_096, Leaf.PLUS);
        expected.set(4_096, Leaf.PLUS);
        assertSame(expected.get(9_999), children.remove(9_999));
        expected.remove(9_999);
        children.add(Leaf.MINUS);
        expected.add(Leaf.MINUS);
        assertEquals(expected, children);
        assertEquals(10_000, children.size());
    }

    @Test
    void onlyTheLastChildIsTakenOffAndNoneBeyondTheEndIsRead() {
        LongChildren children = new LongChildren(List.of(leaf(0), leaf(1)));
        assertThrows(UnsupportedOperationException.class, () -> children.remove(0));
        assertThrows(IndexOutOfBoundsException.class, () -> children.get(2));
        assertThrows(IndexOutOfBoundsException.class, () -> children.set(2, leaf(2)));
    }
}
