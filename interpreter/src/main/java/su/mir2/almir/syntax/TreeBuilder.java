package su.mir2.almir.syntax;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import su.mir2.almir.grammar.AlmirLexer;
import su.mir2.almir.grammar.AlmirParser;
import su.mir2.almir.grammar.AlmirParser.*;
import su.mir2.almir.reader.SourcePosition;
import su.mir2.almir.reader.SymbolSpan;
import su.mir2.almir.reader.SymbolText;
import su.mir2.almir.tree.ArrayShape;
import su.mir2.almir.tree.Assign;
import su.mir2.almir.tree.AssignElement;
import su.mir2.almir.tree.Chain;
import su.mir2.almir.tree.Description;
import su.mir2.almir.tree.Directive;
import su.mir2.almir.tree.Element;
import su.mir2.almir.tree.ElementRead;
import su.mir2.almir.tree.Expr;
import su.mir2.almir.tree.FunctionCall;
import su.mir2.almir.tree.Halting;
import su.mir2.almir.tree.Jump;
import su.mir2.almir.tree.JumpUnless;
import su.mir2.almir.tree.Literal;
import su.mir2.almir.tree.LoopNext;
import su.mir2.almir.tree.LoopTest;
import su.mir2.almir.tree.Negation;
import su.mir2.almir.tree.Operation;
import su.mir2.almir.tree.Output;
import su.mir2.almir.tree.OutputItem;
import su.mir2.almir.tree.Program;
import su.mir2.almir.tree.Relation;
import su.mir2.almir.tree.ScalarRead;
import su.mir2.almir.tree.ScalarValue;
import su.mir2.almir.tree.Series;
import su.mir2.almir.tree.SignFunction;
import su.mir2.almir.tree.Skip;
import su.mir2.almir.tree.Unresolved;
import su.mir2.almir.tree.UserFunction;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineFault;
import su.mir2.machine.arithmetic.ArithmeticUnit;
import su.mir2.machine.arithmetic.DecimalDigits;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.arithmetic.StandardFunction;
import su.mir2.machine.control.Code;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Target;
import su.mir2.machine.memory.ArrayBlock;
import su.mir2.machine.memory.Directory;
import su.mir2.machine.memory.Scalar;

/**
 * Turns the ANTLR parse tree, once, into the project's own tree: names become words of the data
 * area, labels become positions in the compiled code, and statements are laid out in text order so
 * that a «НА» into a block or a loop body needs nothing special.
 */
public final class TreeBuilder {
    private static final int MAX_PRECISION = 1000;
    /**
     * The most line feeds or blanks one «СТРОКА» or «ПРОБЕЛ» gives: pages of paper, many lines of the
     * typewriter; a greater count is taken for a slip rather than fed.
     */
    private static final int MOST_COUNT = 1000;

    private final SymbolText text;
    private final Directory directory;
    private final Map<String, UserFunction> functions;
    private final ArithmeticUnit arithmetic;

    private final List<Instruction> code = new ArrayList<>();
    private final Map<String, Integer> labels = new LinkedHashMap<>();
    private final List<Target> targets = new ArrayList<>();
    /** Where each «НА» names its label, in the order of {@link #targets}; -1 for a jump of a block's own. */
    private final List<Integer> targetSymbols = new ArrayList<>();
    /** Each array used in a statement, with where; and those this text describes. */
    private final List<Map.Entry<ArrayBlock, Integer>> arrayUses = new ArrayList<>();
    private final java.util.Set<ArrayBlock> describedHere = new java.util.HashSet<>();
    private final List<Program.Unit> units = new ArrayList<>();
    /** The literals built so far, by their spelling. */
    private final Map<String, Literal> literals = new HashMap<>();
    /** Parameters of the function whose body is being built: name → word. */
    private Map<String, Integer> locals = Map.of();

    public TreeBuilder(SymbolText text, Directory directory, Map<String, UserFunction> functions,
            ArithmeticUnit arithmetic) {
        this.text = text;
        this.directory = directory;
        this.functions = functions;
        this.arithmetic = arithmetic;
    }

    /** The digits a program asks for in «РАЗРЯДНОСТЬ» n. */
    public static int precision(ProgramContext program) {
        Token n = program.precision().INT().getSymbol();
        BigInteger value = DecimalDigits.integer(n.getText());
        if (value.signum() <= 0 || value.compareTo(BigInteger.valueOf(MAX_PRECISION)) > 0) {
            throw new SyntaxFault(n.getStartIndex(), "syntax.precision.range", n.getText(), MAX_PRECISION);
        }
        return value.intValue();
    }

    /** The program; {@code symbols} is its length in memory, as {@link ProgramSize} counts it. */
    public Program buildProgram(ProgramContext program, int symbols) {
        List<Description> descriptions = program.where() != null ? where(program.where()) : List.of();
        sequence(program.sequence());
        Token end = program.where() != null ? program.where().getStart() : program.KW_END().getSymbol();
        code.add(new Halting(position(end.getStartIndex()), "«ГДЕ»", Halt.END));
        Code compiled = new Code(code.toArray(new Instruction[0]), labels);
        for (Target t : targets) {
            Integer at = compiled.labelPosition(t.label());
            if (at != null) {
                t.bind(compiled, at);
            }
        }
        return new Program(text, arithmetic.precision(), compiled, descriptions, List.copyOf(units), symbols,
                unresolved());
    }

    /** A directive; its «НА» may lead to its own labels first, then to the program's. */
    public Directive buildDirective(DirectiveContext directive, Code program) {
        List<Description> descriptions = directive.where() != null ? where(directive.where()) : List.of();
        sequence(directive.sequence());
        code.add(new Halting(position(directive.KW_END().getSymbol().getStartIndex()), "«КОНЕЦ»", Halt.DONE));
        Code compiled = new Code(code.toArray(new Instruction[0]), labels);
        for (Target t : targets) {
            Integer own = compiled.labelPosition(t.label());
            if (own != null) {
                t.bind(compiled, own);
            } else if (program != null && program.labelPosition(t.label()) != null) {
                t.bind(program, program.labelPosition(t.label()));
            }
        }
        // a directive that could stop half-way on a missing label or array is refused before it runs
        for (Unresolved u : unresolved()) {
            throw new SyntaxFault(u.symbolIndex(), u.key(), u.name());
        }
        return new Directive(compiled, descriptions);
    }

    /**
     * The labels «НА» names that are not bound, and the arrays used that are neither described here
     * nor placed already (by the program, for a directive), in text order.
     */
    private List<Unresolved> unresolved() {
        List<Unresolved> found = new ArrayList<>();
        for (int i = 0; i < targets.size(); i++) {
            if (!targets.get(i).isBound()) {
                found.add(new Unresolved(targetSymbols.get(i), Unresolved.LABEL, targets.get(i).label()));
            }
        }
        java.util.Set<ArrayBlock> told = new java.util.HashSet<>();
        for (Map.Entry<ArrayBlock, Integer> use : arrayUses) {
            ArrayBlock a = use.getKey();
            if (!describedHere.contains(a) && !a.isPlaced() && told.add(a)) {
                found.add(new Unresolved(use.getValue(), Unresolved.ARRAY, a.name()));
            }
        }
        if (found.size() > 1) {
            // not made for none or one: the JDK's comparator is a lambda the class-data archive lacks,
            // and spinning its class cost every run that reads in cleanly some milliseconds of start-up
            found.sort(java.util.Comparator.comparingInt(Unresolved::symbolIndex));
        }
        return found;
    }

    // ---------------------------------------------------------------- descriptions

    private List<Description> where(WhereContext where) {
        // functions first: their names and parameters must be known to every expression
        for (DescriptionContext d : where.description()) {
            if (d instanceof FunctionDescriptionContext f) {
                declareFunction(f);
            }
        }
        List<Description> result = new ArrayList<>();
        for (DescriptionContext d : where.description()) {
            units.add(new Program.Unit(true, d.getStart().getStartIndex(), d.getStop().getStopIndex() + 1));
            if (d instanceof ScalarDescriptionContext s) {
                Scalar v = scalar(s.NAME().getSymbol());
                result.add(new ScalarValue(position(s), v.address(), expression(s.expression())));
            } else if (d instanceof ArrayDescriptionContext a) {
                ArrayBlock block = array(a.NAME().getSymbol());
                describedHere.add(block);
                Expr[] sizes = expressions(a.expression());
                Expr[] values = a.values() != null ? expressions(a.values().expression()) : null;
                result.add(new ArrayShape(position(a), block, sizes, values));
            } else if (d instanceof FunctionDescriptionContext f) {
                defineFunction(f);
            }
        }
        return result;
    }

    private void declareFunction(FunctionDescriptionContext f) {
        Token nameToken = f.NAME(0).getSymbol();
        String name = nameToken.getText();
        if (StandardFunction.byName(name) != null) {
            throw new SyntaxFault(nameToken.getStartIndex(), "syntax.name.standard", name);
        }
        if (directory.lookup(name) != null) {
            throw new SyntaxFault(nameToken.getStartIndex(), "syntax.function.variable", name);
        }
        List<TerminalNode> params = f.NAME().subList(1, f.NAME().size());
        int[] words = new int[params.size()];
        Map<String, Integer> seen = new HashMap<>();
        for (int k = 0; k < words.length; k++) {
            String p = params.get(k).getText();
            if (seen.containsKey(p)) {
                throw new SyntaxFault(params.get(k).getSymbol().getStartIndex(), "syntax.parameter.twice", p);
            }
            words[k] = inText(params.get(k).getSymbol().getStartIndex(),
                    () -> directory.hidden(name + "." + p)).address();
            seen.put(p, words[k]);
        }
        functions.put(name, new UserFunction(name, words));
    }

    private void defineFunction(FunctionDescriptionContext f) {
        UserFunction function = functions.get(f.NAME(0).getText());
        Map<String, Integer> params = new HashMap<>();
        for (int k = 1; k < f.NAME().size(); k++) {
            params.put(f.NAME(k).getText(), function.parameters()[k - 1]);
        }
        Map<String, Integer> outer = locals;
        locals = params;
        try {
            function.define(expression(f.expression()));
        } finally {
            locals = outer;
        }
    }

    // ---------------------------------------------------------------- statements

    private void sequence(SequenceContext sequence) {
        for (ElementContext element : sequence.element()) {
            element(element);
        }
    }

    private void element(ElementContext element) {
        StatementContext previous = null;
        for (ParseTree child : element.children == null ? List.<ParseTree>of() : element.children) {
            ParserRuleContext part = (ParserRuleContext) child;
            if (previous != null) {
                requireSeparator(previous, part);
                previous = null;
            }
            if (part instanceof LabelContext label) {
                label(label);
            } else {
                StatementContext s = (StatementContext) part;
                statement(s);
                previous = s;
            }
        }
    }

    /** ';' may be left out only before a service word or after ')'. */
    private void requireSeparator(StatementContext previous, ParserRuleContext next) {
        boolean afterBracket = previous.getStop().getText().equals(")");
        boolean beforeWord = isServiceWord(next.getStart().getType());
        if (!afterBracket && !beforeWord) {
            throw new SyntaxFault(next.getStart().getStartIndex(), "syntax.separator.missing");
        }
    }

    private static boolean isServiceWord(int type) {
        return type >= AlmirLexer.KW_PRECISION && type <= AlmirLexer.KW_WRITE;
    }

    private void label(LabelContext label) {
        Token t = label.getStart();
        String name = labelName(t);
        if (labels.containsKey(name)) {
            throw new SyntaxFault(t.getStartIndex(), "syntax.label.twice", name);
        }
        labels.put(name, code.size());
    }

    private static String labelName(Token t) {
        if (t.getType() == AlmirLexer.INT) {
            return withoutLeadingZeros(t.getText());
        }
        return t.getText();
    }

    /** A label's number as its name: 007 and 7 are one label. */
    private static String withoutLeadingZeros(String digits) {
        int first = 0;
        while (first < digits.length() - 1 && digits.charAt(first) == '0') {
            first++;
        }
        return digits.substring(first);
    }

    private void body(BodyContext body) {
        for (LabelContext l : body.label()) {
            label(l);
        }
        statement(body.statement());
    }

    private void statement(StatementContext s) {
        ParseTree kind = s.getChild(0);
        if (kind instanceof AssignmentContext a) {
            assignment(a);
        } else if (kind instanceof ConditionalContext c) {
            conditional(c);
        } else if (kind instanceof LoopContext l) {
            loop(l);
        } else if (kind instanceof JumpContext j) {
            jump(j);
        } else if (kind instanceof OutputContext o) {
            output(o);
        } else if (kind instanceof InputContext i) {
            unit(i);
            code.add(new Halting(position(i), textOf(i), Halt.INPUT));
        } else if (kind instanceof StopContext st) {
            unit(st);
            code.add(new Halting(position(st), textOf(st), Halt.STOP));
        } else if (kind instanceof GroupContext g) {
            sequence(g.sequence());
        }
    }

    private void unit(ParserRuleContext simple) {
        units.add(new Program.Unit(false, simple.getStart().getStartIndex(), simple.getStop().getStopIndex() + 1));
    }

    private void assignment(AssignmentContext a) {
        unit(a);
        VariableContext target = a.variable();
        Token name = target.NAME().getSymbol();
        Expr value;
        if (target.expression().isEmpty()) {
            int address = scalarWord(name);
            value = expression(a.expression());
            code.add(new Assign(position(a), textOf(a), address, value));
        } else {
            Element element = new Element(usedArray(name), expressions(target.expression()));
            value = expression(a.expression());
            code.add(new AssignElement(position(a), textOf(a), element, value));
        }
    }

    private void conditional(ConditionalContext c) {
        if (c.KW_ELSE() == null) {
            Token claimed = danglingElse(c.body(0));
            if (claimed != null) {
                throw new SyntaxFault(claimed.getStartIndex(), "syntax.else.ambiguous");
            }
        }
        SymbolSpan head = span(c.getStart(), c.KW_THEN().getSymbol());
        JumpUnless test = new JumpUnless(position(c), head, relation(c.relation()));
        code.add(test);
        body(c.body(0));
        if (c.KW_ELSE() != null) {
            Skip skip = new Skip(position(c.KW_ELSE().getSymbol().getStartIndex()), head);
            code.add(skip);
            test.otherwise(code.size());
            body(c.body(1));
            skip.after(code.size());
        } else {
            test.otherwise(code.size());
        }
    }

    /**
     * The «ИНАЧЕ» that ends a ТО-body, if any: where a «ЕСЛИ» without «ИНАЧЕ» has a body ending in a «ЕСЛИ»
     * with one (through «ЕСЛИ» and «ДЛЯ» bodies, not brackets), that «ИНАЧЕ» may belong to either, and both
     * parses accept the text. The parser takes the inner one; the sources never write it (every ТО-body
     * of the book is in brackets), and ALGOL 60 refuses it, so it is refused rather than guessed.
     */
    private static Token danglingElse(BodyContext body) {
        ParseTree s = body.statement().getChild(0);
        while (true) {
            if (s instanceof ConditionalContext c) {
                if (c.KW_ELSE() != null) {
                    return c.KW_ELSE().getSymbol();
                }
                s = c.body(0).statement().getChild(0);
            } else if (s instanceof LoopContext l) {
                s = l.body().statement().getChild(0);
            } else {
                return null;
            }
        }
    }

    private void loop(LoopContext l) {
        SymbolSpan head = span(l.getStart(), l.KW_DO().getSymbol());
        SourcePosition at = position(l);
        int variable = scalarWord(l.NAME().getSymbol());
        code.add(new Assign(at, head, variable, expression(l.expression(0))));
        Expr step = expression(l.expression(1));
        Expr bound = expression(l.expression(2));
        int testIndex = code.size();
        LoopTest test = new LoopTest(at, head, variable, step, bound);
        code.add(test);
        body(l.body());
        code.add(new LoopNext(at, head, variable, step, testIndex));
        test.exit(code.size());
    }

    private void jump(JumpContext j) {
        unit(j);
        Token label = j.getStop();
        Target target = new Target(labelName(label));
        targets.add(target);
        targetSymbols.add(label.getStartIndex());
        code.add(new Jump(position(j), textOf(j), target));
    }

    private void output(OutputContext o) {
        unit(o);
        int device = 0;
        if (o.code != null) {
            BigInteger c = DecimalDigits.integer(o.code.getText());
            device = c.bitLength() < 31 ? c.intValue() : -1;
        }
        List<OutputItem> items = new ArrayList<>();
        for (OutputItemContext item : o.outputItem()) {
            items.add(outputItem(item));
        }
        code.add(new Output(position(o), textOf(o), device, items.toArray(new OutputItem[0])));
    }

    private OutputItem outputItem(OutputItemContext item) {
        if (item instanceof TextItemContext t) {
            String s = t.TEXT().getText();
            return new OutputItem.Text(s.substring(1, s.length() - 1));
        }
        if (item instanceof ValuesItemContext) {
            return new OutputItem.ValuesOnly();
        }
        if (item instanceof LineItemContext l) {
            return new OutputItem.Lines(l.INT() == null ? 1 : count(l.INT().getSymbol()));
        }
        if (item instanceof SpaceItemContext s) {
            return new OutputItem.Blanks(count(s.INT().getSymbol()));
        }
        if (item instanceof ArrayItemContext a) {
            return new OutputItem.WholeArray(usedArray(a.NAME().getSymbol()));
        }
        ExpressionContext e = ((ExpressionItemContext) item).expression();
        ParseTree sole = e.getChildCount() == 1 ? e.getChild(0) : null;
        if (sole instanceof Leaf n && n.kind == Leaf.Kind.NAME && !locals.containsKey(n.text)) {
            return new OutputItem.Named(n.text, expression(e));
        }
        if (sole instanceof ElementPrimaryContext el) {
            return new OutputItem.NamedElement(element(el.NAME().getSymbol(), el.expression()));
        }
        return new OutputItem.Value(expression(e));
    }

    private static int count(Token t) {
        BigInteger n = DecimalDigits.integer(t.getText());
        if (n.compareTo(BigInteger.valueOf(MOST_COUNT)) > 0) {
            throw new SyntaxFault(t.getStartIndex(), "syntax.count.large", t.getText(), MOST_COUNT);
        }
        return n.intValue();
    }

    // ---------------------------------------------------------------- expressions

    private Relation relation(RelationContext r) {
        Relation.Kind kind = switch (r.op.getText()) {
            case "=" -> Relation.Kind.EQUAL;
            case "<" -> Relation.Kind.LESS;
            case ">" -> Relation.Kind.GREATER;
            case "≤" -> Relation.Kind.LESS_OR_EQUAL;
            case "≥" -> Relation.Kind.GREATER_OR_EQUAL;
            default -> Relation.Kind.NOT_EQUAL;
        };
        return new Relation(kind, expression(r.expression(0)), expression(r.expression(1)));
    }

    private Expr[] expressions(List<ExpressionContext> list) {
        Expr[] result = new Expr[list.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = expression(list.get(i));
        }
        return result;
    }

    /*
     * The chains below walk the context's children once, in order (operand, sign, operand, …): the
     * generated accessors product(i), addOp(i) scan all the children at each call, which made a long
     * sum quadratic. A long chain becomes a Chain, computed in a loop. An operand may stand in the
     * tree as any of its rules or as a Leaf (CompactOperands): operand() takes each shape.
     */

    private Expr operand(ParseTree c) {
        if (c instanceof Leaf leaf) {
            return leaf.kind == Leaf.Kind.NUMBER ? literal(leaf.text, leaf.at) : nameRead(leaf.text, leaf.at);
        }
        if (c instanceof ProductContext p) {
            return product(p);
        }
        if (c instanceof UnaryContext u) {
            return unary(u);
        }
        if (c instanceof PowerContext w) {
            return power(w);
        }
        return primary((PrimaryContext) c);
    }

    private Expr expression(ExpressionContext e) {
        return chain(e, this::operand,
                sign -> sign.equals("+") ? Operation.Kind.ADD : Operation.Kind.SUBTRACT);
    }

    private Expr product(ProductContext p) {
        return chain(p, this::operand,
                sign -> sign.equals("/") ? Operation.Kind.DIVIDE : Operation.Kind.MULTIPLY);
    }

    /** ↑ groups from the left, as in ALGOL 60: 2↑3↑2 = (2↑3)↑2. */
    private Expr power(PowerContext w) {
        return chain(w, this::operand, sign -> Operation.Kind.POWER);
    }

    /** Operands and signs alternating, grouped from the left. */
    private static Expr chain(ParserRuleContext c, Function<ParseTree, Expr> operand,
            Function<String, Operation.Kind> kind) {
        Expr first = operand.apply(c.getChild(0));
        int count = c.getChildCount() / 2;
        if (count > Chain.LONGEST_NESTED) {
            Operation.Kind[] kinds = new Operation.Kind[count];
            Expr[] operands = new Expr[count];
            for (int k = 0; k < count; k++) {
                kinds[k] = kind.apply(c.getChild(2 * k + 1).getText());
                operands[k] = operand.apply(c.getChild(2 * k + 2));
                // the parse tree is built from once: a long chain's operands are let go as they are built
                c.children.set(2 * k + 2, null);
            }
            return new Chain(first, kinds, operands);
        }
        Expr result = first;
        for (int i = 2; i < c.getChildCount(); i += 2) {
            result = new Operation(kind.apply(c.getChild(i - 1).getText()), result, operand.apply(c.getChild(i)));
        }
        return result;
    }

    private Expr unary(UnaryContext u) {
        Expr operand = operand(u.getChild(1));
        return u.sign.getText().equals("-") ? new Negation(operand) : operand;
    }

    private Expr primary(PrimaryContext p) {
        if (p instanceof NumberPrimaryContext n) {
            return literal(n.getText(), n.getStart().getStartIndex());
        }
        if (p instanceof NamePrimaryContext n) {
            return nameRead(n.getText(), n.getStart().getStartIndex());
        }
        if (p instanceof ElementPrimaryContext el) {
            return new ElementRead(element(el.NAME().getSymbol(), el.expression()));
        }
        if (p instanceof BracketPrimaryContext b) {
            return expression(b.expression());
        }
        if (p instanceof CallPrimaryContext c) {
            return call(c);
        }
        if (p instanceof SignFunctionPrimaryContext s) {
            SignFunction.Sign sign = switch (s.fn.getText()) {
                case "ε" -> SignFunction.Sign.ENTIER;
                case "₣" -> SignFunction.Sign.FRACTION;
                default -> SignFunction.Sign.ROOT;
            };
            return new SignFunction(sign, expression(s.expression()));
        }
        SeriesPrimaryContext s = (SeriesPrimaryContext) p;
        Token name = s.NAME().getSymbol();
        Integer local = locals.get(name.getText());
        int variable = local != null ? local : scalarWord(name);
        return new Series(s.fn.getText().equals("Π"), variable, expression(s.expression(0)),
                expression(s.expression(1)), expression(s.expression(2)));
    }

    private Expr nameRead(String name, int at) {
        Integer local = locals.get(name);
        return new ScalarRead(local != null ? local : scalar(name, at).address());
    }

    private Expr call(CallPrimaryContext c) {
        Token name = c.NAME().getSymbol();
        Expr[] args = expressions(c.expression());
        UserFunction f = functions.get(name.getText());
        if (f != null) {
            if (f.arity() != args.length) {
                throw new SyntaxFault(name.getStartIndex(), "syntax.function.arity", name.getText(), f.arity(), args.length);
            }
            return new FunctionCall(f, args);
        }
        StandardFunction standard = StandardFunction.byName(name.getText());
        if (standard != null) {
            if (args.length != 1) {
                throw new SyntaxFault(name.getStartIndex(), "syntax.function.arity", name.getText(), 1, args.length);
            }
            return new SignFunction(standard, args[0]);
        }
        String[] sign = SIGN_LOOKALIKES.get(name.getText());
        if (sign != null) {
            throw new SyntaxFault(name.getStartIndex(), "syntax.function.sign", name.getText(), sign[0], sign[1]);
        }
        throw new SyntaxFault(name.getStartIndex(), "syntax.function.unknown", name.getText());
    }

    /**
     * Names a sign is easily taken for, in an OCR text or at a Latin keyboard (₣ read as F, ε as E, Π
     * as П, Σ as S): the sign and how it is typed, for the message.
     */
    private static final Map<String, String[]> SIGN_LOOKALIKES = Map.of(
            "F", new String[] {"₣", "\\F"},
            "Е", new String[] {"ε", "\\E"},
            "П", new String[] {"Π", "\\P"},
            "S", new String[] {"Σ", "\\S"});

    /**
     * A number as written, at symbol {@code at}. A literal holds its value alone, so a number written
     * many times is one literal (a sum of a million ones holds one).
     */
    private Literal literal(String written, int at) {
        Literal known = literals.get(written);
        if (known == null) {
            known = new Literal(number(written, at));
            literals.put(written, known);
        }
        return known;
    }

    /** A number as written, at symbol {@code at}: [mantissa][⏨ exponent]. */
    private Num number(String written, int at) {
        int exp10 = written.indexOf('⏨');
        String mantissa = exp10 < 0 ? written : written.substring(0, exp10);
        String digits = mantissa.isEmpty() ? "1" : mantissa;
        boolean real = exp10 >= 0 || digits.indexOf('.') >= 0;
        if (!real) {
            return digits.length() <= 18 ? Num.of(Long.parseLong(digits)) : Num.integer(DecimalDigits.integer(digits));
        }
        BigDecimal value = DecimalDigits.decimal(digits);
        if (exp10 >= 0) {
            String e = written.substring(exp10 + 1);
            BigInteger exponent = DecimalDigits.integer(e);
            if (exponent.abs().compareTo(BigInteger.valueOf(100_000)) > 0) {
                throw new SyntaxFault(at, "syntax.number.exponent", e);
            }
            value = value.scaleByPowerOfTen(exponent.intValue());
        }
        BigDecimal literal = value;
        return inText(at, () -> arithmetic.realLiteral(literal));
    }

    /**
     * What the memory cannot hold while the text is read in — a number, a variable's word — is the
     * text's fault: said where it is written, with its line, not at the text's start.
     */
    private static <T> T inText(int at, Supplier<T> part) {
        try {
            return part.get();
        } catch (MachineFault f) {
            throw new SyntaxFault(at, f.key(), f.arguments());
        }
    }

    private Element element(Token name, List<ExpressionContext> subscripts) {
        return new Element(usedArray(name), expressions(subscripts));
    }

    /** An array a statement reads, writes or prints: it must be described somewhere. */
    private ArrayBlock usedArray(Token name) {
        ArrayBlock a = array(name);
        arrayUses.add(Map.entry(a, name.getStartIndex()));
        return a;
    }

    // ---------------------------------------------------------------- names

    private int scalarWord(Token name) {
        return scalar(name).address();
    }

    private Scalar scalar(Token name) {
        return scalar(name.getText(), name.getStartIndex());
    }

    private Scalar scalar(String name, int at) {
        String n = dataName(name, at);
        Scalar s = inText(at, () -> directory.scalar(n));
        if (s == null) {
            throw new SyntaxFault(at, "syntax.name.array", n);
        }
        return s;
    }

    private ArrayBlock array(Token name) {
        String n = dataName(name.getText(), name.getStartIndex());
        ArrayBlock a = directory.array(n);
        if (a == null) {
            throw new SyntaxFault(name.getStartIndex(), "syntax.name.scalar", n);
        }
        return a;
    }

    /** A name that can stand for data: not a standard function's, not a described function's. */
    private String dataName(String n, int at) {
        if (StandardFunction.byName(n) != null) {
            throw new SyntaxFault(at, "syntax.name.standard", n);
        }
        if (functions.containsKey(n)) {
            throw new SyntaxFault(at, "syntax.name.function", n);
        }
        return n;
    }

    // ---------------------------------------------------------------- positions

    private SourcePosition position(ParserRuleContext c) {
        return position(c.getStart().getStartIndex());
    }

    private SourcePosition position(int symbolIndex) {
        return text.positionOf(symbolIndex);
    }

    private SymbolSpan textOf(ParserRuleContext c) {
        return span(c.getStart(), c.getStop());
    }

    /** The symbols from the first token to the last, both included. */
    private SymbolSpan span(Token first, Token last) {
        return new SymbolSpan(text, first.getStartIndex(), last.getStopIndex() + 1);
    }
}
