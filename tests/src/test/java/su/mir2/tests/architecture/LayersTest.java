package su.mir2.tests.architecture;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The layers of docs/architecture.md, checked on the compiled classes of the interpreter and the
 * console: each layer uses only the layers below it, the translator is a plug-in nobody names, and
 * no two packages use each other, directly or round a circle.
 */
@AnalyzeClasses(packages = "su.mir2", importOptions = ImportOption.DoNotIncludeTests.class)
class LayersTest {
    @ArchTest
    static final ArchRule LAYERS = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("Reader").definedBy("su.mir2.almir.reader..")
            .layer("Grammar").definedBy("su.mir2.almir.grammar..")
            .layer("Messages").definedBy("su.mir2.messages..")
            .layer("Halt").definedBy("su.mir2.machine.halt..")
            .layer("Arithmetic").definedBy("su.mir2.machine.arithmetic..")
            .layer("Memory").definedBy("su.mir2.machine.memory..")
            .layer("Paper").definedBy("su.mir2.machine.typewriter..", "su.mir2.machine.display..")
            .layer("Control").definedBy("su.mir2.machine.control..")
            .layer("Tree").definedBy("su.mir2.almir.tree..")
            .layer("Syntax").definedBy("su.mir2.almir.syntax..")
            .layer("Translator").definedBy("su.mir2.machine.jit..")
            .layer("Observers").definedBy("su.mir2.machine.watch..", "su.mir2.machine.operator..")
            .layer("Machine").definedBy("su.mir2.machine")
            .layer("Console").definedBy("su.mir2.console..")
            .whereLayer("Reader").mayNotAccessAnyLayer()
            .whereLayer("Grammar").mayNotAccessAnyLayer()
            .whereLayer("Messages").mayOnlyAccessLayers("Reader")
            .whereLayer("Halt").mayOnlyAccessLayers("Messages")
            .whereLayer("Arithmetic").mayOnlyAccessLayers("Reader", "Halt")
            .whereLayer("Memory").mayOnlyAccessLayers("Arithmetic", "Halt")
            .whereLayer("Paper").mayOnlyAccessLayers("Messages")
            .whereLayer("Control").mayOnlyAccessLayers("Reader", "Halt", "Arithmetic", "Memory", "Paper")
            .whereLayer("Tree").mayOnlyAccessLayers("Reader", "Halt", "Arithmetic", "Memory", "Paper", "Control")
            .whereLayer("Syntax").mayOnlyAccessLayers("Reader", "Grammar", "Messages", "Halt", "Arithmetic",
                    "Memory", "Control", "Tree")
            .whereLayer("Translator").mayNotBeAccessedByAnyLayer()
            .whereLayer("Translator").mayOnlyAccessLayers("Reader", "Halt", "Arithmetic", "Memory", "Control", "Tree")
            .whereLayer("Observers").mayOnlyAccessLayers("Reader", "Messages", "Halt", "Arithmetic", "Memory",
                    "Paper", "Control", "Tree")
            .whereLayer("Machine").mayOnlyAccessLayers("Reader", "Grammar", "Messages", "Halt", "Arithmetic",
                    "Memory", "Paper", "Control", "Tree", "Syntax", "Observers")
            .whereLayer("Console").mayNotBeAccessedByAnyLayer();

    @ArchTest
    static final ArchRule NO_CYCLES = slices().matching("su.mir2.(**)").should().beFreeOfCycles();
}
