package su.mir2.almir.syntax;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.antlr.v4.runtime.tree.ParseTree;

/**
 * The children of a rule context that has very many (a sum of 500 000 terms, a «ГДЕ» list of a
 * whole field), kept in chunks that stay where they are as the list grows. ANTLR's list copied
 * itself whole at each growth, and for a long text those copies lived long enough to be promoted
 * out of the collector's young generation: some 8 MB of dead copies for a sum of a million symbols.
 * What ANTLR does with a child list (add, replace, take off the last) and the tree builder's reading
 * by index are all it has to serve.
 */
final class LongChildren extends AbstractList<ParseTree> implements RandomAccess {
    private static final int SHIFT = 12;
    private static final int CHUNK = 1 << SHIFT;
    private static final int MASK = CHUNK - 1;

    private ParseTree[][] chunks = new ParseTree[8][];
    private int size;

    LongChildren(List<ParseTree> first) {
        addAll(first);
    }

    @Override
    public ParseTree get(int index) {
        Objects.checkIndex(index, size);
        return chunks[index >>> SHIFT][index & MASK];
    }

    @Override
    public ParseTree set(int index, ParseTree child) {
        Objects.checkIndex(index, size);
        ParseTree[] chunk = chunks[index >>> SHIFT];
        ParseTree old = chunk[index & MASK];
        chunk[index & MASK] = child;
        return old;
    }

    @Override
    public boolean add(ParseTree child) {
        int c = size >>> SHIFT;
        if (c == chunks.length) {
            chunks = Arrays.copyOf(chunks, c * 2);
        }
        if (chunks[c] == null) {
            chunks[c] = new ParseTree[CHUNK];
        }
        chunks[c][size & MASK] = child;
        size++;
        modCount++;
        return true;
    }

    /** Only the last child can be taken off: ANTLR takes off the last to put a labelled alternative's context there. */
    @Override
    public ParseTree remove(int index) {
        if (index != size - 1) {
            throw new UnsupportedOperationException("only the last child is taken off");
        }
        ParseTree last = set(index, null);
        size--;
        modCount++;
        return last;
    }

    @Override
    public int size() {
        return size;
    }
}
