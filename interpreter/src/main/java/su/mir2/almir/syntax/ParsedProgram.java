package su.mir2.almir.syntax;

import su.mir2.almir.grammar.AlmirParser;

/** A program's parse tree, and the symbols its text takes in memory ({@link ProgramSize}'s count). */
public record ParsedProgram(AlmirParser.ProgramContext tree, long symbols) {
}
