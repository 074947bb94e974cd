/*
 * ALMIR-65 (АЛМИР-65), the input language of the MIR-1 and MIR-2 computers.
 *
 * The grammar reads the canonical symbol stream produced by the project's tape reader, not the text
 * as typed: blanks and line breaks outside texts are already gone (the book breaks lines inside
 * service words and names), look-alike Latin letters are folded to Cyrillic, every service word is
 * spelt in full whatever prefix was typed, and a text «[…]» is delimited by ⟦ ⟧ so that it can never be
 * confused with a subscript. That is what the machine itself did on input: each service word became
 * one internal code.
 */
grammar Almir;

@parser::members {
    /** The signs after a number that make it the start of a value, not a device code or a count of lines. */
    private static final String CONTINUES_A_VALUE = ".⏨+-×/↑";

    /** Whether the INT ahead stands alone (a device code, a count of lines): what follows it cannot continue a value. */
    private boolean numberAlone() {
        String next = _input.LT(2).getText();
        return _input.LA(1) != INT || next.length() != 1 || CONTINUES_A_VALUE.indexOf(next.charAt(0)) < 0;
    }
}

program
    : precision sequence where? KW_END END_SIGN? EOF
    ;

/** An operator directive: «ВЫПОЛНИТЬ» statements [«ГДЕ» descriptions] «КОНЕЦ» ◊ */
directive
    : KW_DO sequence where? KW_END END_SIGN? EOF
    ;

/** A single statement or description, as «ВМЕСТО» … «ЗАПИСАТЬ» … names them. */
unit
    : (statement | description)? EOF
    ;

precision
    : KW_PRECISION INT (';' | '.')
    ;

/* Statements are separated by ';'. Where the separator may be left out (before a service word,
 * after ')') is checked when the tree is built, so that the message can say exactly that. */
sequence
    : element (';' element)*
    ;

element
    : (label* statement)* label*
    ;

label
    : (NAME | INT) '.'
    ;

statement
    : assignment
    | conditional
    | loop
    | jump
    | output
    | input
    | stop
    | group
    ;

group
    : '(' sequence ')'
    ;

body
    : label* statement
    ;

assignment
    : variable '=' expression
    ;

variable
    : NAME ('[' expression (',' expression)* ']')?
    ;

conditional
    : KW_IF relation KW_THEN body (';'? KW_ELSE body)?
    ;

relation
    : expression op=('=' | '<' | '>' | '≤' | '≥' | '≠') expression
    ;

loop
    : KW_FOR NAME '=' expression KW_STEP expression KW_UNTIL expression KW_DO body
    ;

jump
    : KW_GOTO (NAME | INT)
    ;

/* A number right after «ВЫВОД» is the device code (01, 1): «ВЫВОД»01,[ТЕКСТ], «ВЫВОД»01«ЗНАЧЕНИЙ».
 * Where what follows it can only continue a value (a point, ⏨, a sign: «ВЫВОД»1.5↑2, «ВЫВОД»2×X) it
 * begins the first value instead. A number after «СТРОКА» is its count by the same rule: «СТРОКА»2,X
 * feeds two lines, «СТРОКА»2.5 feeds one and prints 2.5. */
output
    : KW_OUTPUT ({numberAlone()}? code=INT ','?)? (outputItem (','? outputItem)*)?
    ;

outputItem
    : TEXT                    # textItem
    | KW_VALUES               # valuesItem
    | KW_LINE ({numberAlone()}? INT)?  # lineItem
    | KW_SPACE INT            # spaceItem
    | KW_ARRAY NAME           # arrayItem
    | expression              # expressionItem
    ;

input
    : KW_INPUT INT?
    ;

stop
    : KW_STOP
    ;

where
    : KW_WHERE description? (';' description?)*
    ;

description
    : NAME '=' expression                                                   # scalarDescription
    | NAME '[' expression (',' expression)* ']' ('=' values)?              # arrayDescription
    | NAME '(' NAME (',' NAME)* ')' '=' expression                          # functionDescription
    ;

values
    : expression (',' expression)* ','?
    ;

expression
    : product (addOp product)*
    ;

addOp
    : '+' | '-'
    ;

/* An operand without a sign is its power at once, not a rule of its own around it: a level less for
 * nearly every operand read counted in reading long texts. */
product
    : (unary | power) (mulOp (unary | power))*
    ;

mulOp
    : '×' | '/'
    ;

unary
    : sign=('+' | '-') (unary | power)
    ;

power
    : primary ('↑' primary)*
    ;

primary
    : number                                                                # numberPrimary
    | NAME '[' expression (',' expression)* ']'                            # elementPrimary
    | NAME '(' expression (',' expression)* ')'                            # callPrimary
    | NAME                                                                  # namePrimary
    | '(' expression ')'                                                    # bracketPrimary
    | fn=('ε' | '₣' | '√') '(' expression ')'                              # signFunctionPrimary
    | fn=('Σ' | 'Π') '(' NAME '=' expression ',' expression ',' expression ')' # seriesPrimary
    ;

/* A number's parts are not rules of their own: the tree takes a number by its spelling, and a level
 * less for every number read counted in reading long texts. */
number
    : (INT ('.' INT)? | '.' INT) (EXP10 ('+' | '-')? INT)?
    | EXP10 ('+' | '-')? INT
    ;

KW_PRECISION : '«РАЗРЯДНОСТЬ»' ;
KW_IF        : '«ЕСЛИ»' ;
KW_THEN      : '«ТО»' ;
KW_ELSE      : '«ИНАЧЕ»' ;
KW_GOTO      : '«НА»' ;
KW_FOR       : '«ДЛЯ»' ;
KW_STEP      : '«ШАГ»' ;
KW_UNTIL     : '«ДО»' ;
KW_DO        : '«ВЫПОЛНИТЬ»' ;
KW_STOP      : '«СТОП»' ;
KW_OUTPUT    : '«ВЫВОД»' ;
KW_VALUES    : '«ЗНАЧЕНИЙ»' ;
KW_LINE      : '«СТРОКА»' ;
KW_SPACE     : '«ПРОБЕЛ»' ;
KW_ARRAY     : '«МАССИВ»' ;
KW_INPUT     : '«ВВОД»' ;
KW_WHERE     : '«ГДЕ»' ;
KW_END       : '«КОНЕЦ»' ;
KW_INSTEAD   : '«ВМЕСТО»' ;
KW_WRITE     : '«ЗАПИСАТЬ»' ;

END_SIGN : '◊' ;
EXP10    : '⏨' ;
TEXT     : '⟦' ~[⟧]* '⟧' ;
NAME     : LETTER (LETTER | DIGIT)* ;
INT      : DIGIT+ ;

fragment DIGIT  : [0-9] ;
fragment LETTER : [А-ЯЁ] | [DFGIJLNQRSUVWZ] ;
