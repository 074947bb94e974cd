package su.mir2.machine.jit;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Whether the loops of a class's methods are each entered at their head alone: the flow graph of
 * instructions, less its back edges (those to an instruction that dominates their source), has no
 * cycle. Exception handlers are left out: the translation's only handler stores and rethrows.
 */
final class Reducibility {
    private Reducibility() {
    }

    /** The methods of the class with a loop entered elsewhere than at its head. */
    static List<String> irreducibleMethods(byte[] classBytes) {
        List<String> found = new ArrayList<>();
        new ClassReader(classBytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                return new FlowGraph() {
                    @Override
                    public void visitEnd() {
                        if (!reducible(successors())) {
                            found.add(name);
                        }
                    }
                };
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return found;
    }

    /** The successors of each instruction of a method, as it is visited. */
    private static class FlowGraph extends MethodVisitor {
        private final List<int[]> next = new ArrayList<>();
        private final List<Object[]> targets = new ArrayList<>();
        private final Map<Label, Integer> at = new HashMap<>();
        private final List<Label> pending = new ArrayList<>();

        FlowGraph() {
            super(Opcodes.ASM9);
        }

        private void add(boolean fallsThrough, Label... to) {
            int i = next.size();
            for (Label l : pending) {
                at.put(l, i);
            }
            pending.clear();
            next.add(fallsThrough ? new int[] {i + 1} : new int[0]);
            targets.add(to);
        }

        @Override
        public void visitLabel(Label label) {
            pending.add(label);
        }

        @Override
        public void visitInsn(int opcode) {
            add(!(opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN || opcode == Opcodes.ATHROW));
        }

        @Override
        public void visitIntInsn(int opcode, int operand) {
            add(true);
        }

        @Override
        public void visitVarInsn(int opcode, int var) {
            add(true);
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            add(true);
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
            add(true);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            add(true);
        }

        @Override
        public void visitLdcInsn(Object value) {
            add(true);
        }

        @Override
        public void visitIincInsn(int var, int increment) {
            add(true);
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
            add(opcode != Opcodes.GOTO, label);
        }

        @Override
        public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
            add(false, concat(dflt, labels));
        }

        @Override
        public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
            add(false, concat(dflt, labels));
        }

        private static Label[] concat(Label first, Label[] rest) {
            Label[] all = Arrays.copyOf(new Label[] {first}, rest.length + 1);
            System.arraycopy(rest, 0, all, 1, rest.length);
            return all;
        }

        int[][] successors() {
            int n = next.size();
            int[][] s = new int[n][];
            for (int i = 0; i < n; i++) {
                Object[] to = targets.get(i);
                int[] own = next.get(i);
                int[] all = Arrays.copyOf(own, own.length + to.length);
                for (int k = 0; k < to.length; k++) {
                    all[own.length + k] = at.get((Label) to[k]);
                }
                s[i] = Arrays.stream(all).filter(t -> t < n).toArray();
            }
            return s;
        }
    }

    /** Whether the graph from node 0, less the edges to a dominator of their source, is acyclic. */
    static boolean reducible(int[][] successors) {
        int n = successors.length;
        if (n == 0) {
            return true;
        }
        int[] order = postOrder(successors);
        int[] rank = new int[n];
        Arrays.fill(rank, -1);
        for (int k = 0; k < order.length; k++) {
            rank[order[k]] = k;
        }
        List<List<Integer>> predecessors = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            predecessors.add(new ArrayList<>());
        }
        for (int i = 0; i < n; i++) {
            if (rank[i] >= 0) {
                for (int t : successors[i]) {
                    predecessors.get(t).add(i);
                }
            }
        }
        // immediate dominators (Cooper, Harvey and Kennedy), in reverse post-order
        int[] idom = new int[n];
        Arrays.fill(idom, -1);
        idom[0] = 0;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int k = order.length - 1; k >= 0; k--) {
                int b = order[k];
                if (b == 0) {
                    continue;
                }
                int d = -1;
                for (int p : predecessors.get(b)) {
                    if (idom[p] >= 0) {
                        d = d < 0 ? p : intersect(p, d, idom, rank);
                    }
                }
                if (d != idom[b]) {
                    idom[b] = d;
                    changed = true;
                }
            }
        }
        // the forward edges must form no cycle: every node's forward successors come later in a topological order
        int[] state = new int[n];
        for (int start = 0; start < n; start++) {
            if (rank[start] < 0 || state[start] != 0) {
                continue;
            }
            Deque<int[]> stack = new ArrayDeque<>();
            stack.push(new int[] {start, 0});
            state[start] = 1;
            while (!stack.isEmpty()) {
                int[] top = stack.peek();
                int u = top[0];
                if (top[1] == successors[u].length) {
                    state[u] = 2;
                    stack.pop();
                    continue;
                }
                int v = successors[u][top[1]++];
                if (dominates(v, u, idom)) {
                    continue;
                }
                if (state[v] == 1) {
                    return false;
                }
                if (state[v] == 0) {
                    state[v] = 1;
                    stack.push(new int[] {v, 0});
                }
            }
        }
        return true;
    }

    private static int intersect(int a, int b, int[] idom, int[] rank) {
        while (a != b) {
            while (rank[a] < rank[b]) {
                a = idom[a];
            }
            while (rank[b] < rank[a]) {
                b = idom[b];
            }
        }
        return a;
    }

    private static boolean dominates(int d, int u, int[] idom) {
        int x = u;
        while (true) {
            if (x == d) {
                return true;
            }
            if (x == 0 || idom[x] < 0) {
                return false;
            }
            x = idom[x];
        }
    }

    private static int[] postOrder(int[][] successors) {
        int n = successors.length;
        boolean[] seen = new boolean[n];
        List<Integer> order = new ArrayList<>();
        Deque<int[]> stack = new ArrayDeque<>();
        stack.push(new int[] {0, 0});
        seen[0] = true;
        while (!stack.isEmpty()) {
            int[] top = stack.peek();
            int u = top[0];
            if (top[1] == successors[u].length) {
                order.add(u);
                stack.pop();
                continue;
            }
            int v = successors[u][top[1]++];
            if (!seen[v]) {
                seen[v] = true;
                stack.push(new int[] {v, 0});
            }
        }
        return order.stream().mapToInt(Integer::intValue).toArray();
    }
}
