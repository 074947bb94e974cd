package su.mir2.machine.jit;

import su.mir2.almir.tree.Assign;
import su.mir2.almir.tree.AssignElement;
import su.mir2.almir.tree.Jump;
import su.mir2.almir.tree.JumpUnless;
import su.mir2.almir.tree.LoopNext;
import su.mir2.almir.tree.LoopTest;
import su.mir2.almir.tree.Output;
import su.mir2.almir.tree.Skip;
import su.mir2.machine.control.Code;
import su.mir2.machine.control.Instruction;

/**
 * The blocks of a piece of code: runs of instructions entered only at the first and left only
 * after the last, unless the machine stops. A block begins at the first instruction, at every
 * place a jump or a label leads to, and after every instruction that may not go on to the next.
 */
final class Blocks {
    /** For each instruction, the length of the block it begins, or 0. */
    final int[] length;
    /** For each instruction, how many instructions of its block follow it. */
    final int[] after;

    private Blocks(int[] length, int[] after) {
        this.length = length;
        this.after = after;
    }

    boolean begins(int index) {
        return index >= 0 && index < length.length && length[index] > 0;
    }

    static Blocks of(Code code) {
        int n = code.length();
        boolean[] start = new boolean[n + 1];
        start[0] = true;
        start[n] = true;
        for (int label : code.labelPositions()) {
            mark(start, label);
        }
        for (int i = 0; i < n; i++) {
            Instruction ins = code.instruction(i);
            if (!goesOn(ins)) {
                mark(start, i + 1);
            }
            mark(start, target(code, ins));
        }
        int[] length = new int[n];
        int[] after = new int[n];
        int begin = 0;
        for (int i = 1; i <= n; i++) {
            if (start[i]) {
                length[begin] = i - begin;
                for (int j = begin; j < i; j++) {
                    after[j] = i - j - 1;
                }
                begin = i;
            }
        }
        return new Blocks(length, after);
    }

    /** Whether the instruction always goes on to the next one, unless the machine stops. */
    static boolean goesOn(Instruction ins) {
        return ins instanceof Assign || ins instanceof AssignElement || ins instanceof Output;
    }

    /** Where an instruction may jump within its own code, or −1. */
    static int target(Code code, Instruction ins) {
        if (ins instanceof JumpUnless j) {
            return j.otherwise();
        }
        if (ins instanceof LoopTest t) {
            return t.exit();
        }
        if (ins instanceof LoopNext l) {
            return l.test();
        }
        if (ins instanceof Skip s) {
            return s.after();
        }
        if (ins instanceof Jump j && j.target().isBound() && j.target().code() == code) {
            return j.target().index();
        }
        return -1;
    }

    private static void mark(boolean[] start, int index) {
        if (index >= 0 && index < start.length) {
            start[index] = true;
        }
    }
}
