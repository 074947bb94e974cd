package su.mir2.messages;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PluralTest {
    private static String format(String pattern, String number, java.util.Locale locale) {
        Object[] arguments = {number};
        return new java.text.MessageFormat(Plural.resolve(pattern, arguments, locale), locale).format(arguments);
    }

    private static String ru(String number) {
        return format("{0} {0,plural,знак|знака|знаков}", number, Messages.RUSSIAN);
    }

    @Test
    void aRussianNounAgreesWithTheLastDigitsOfItsNumber() {
        assertEquals("1 знак", ru("1"));
        assertEquals("221 знак", ru("221"));
        assertEquals("1000001 знак", ru("1000001"));
        assertEquals("2 знака", ru("2"));
        assertEquals("34 знака", ru("34"));
        assertEquals("11 знаков", ru("11"));
        assertEquals("12 знаков", ru("12"));
        assertEquals("114 знаков", ru("114"));
        assertEquals("5 знаков", ru("5"));
        assertEquals("0 знаков", ru("0"));
        assertEquals("8000 знаков", ru("8000"));
        assertEquals("1.5 знака", ru("1.5"));
    }

    @Test
    void anEnglishNounIsSingularForOneAlone() {
        String pattern = "{0} {0,plural,step|steps}";
        assertEquals("1 step", format(pattern, "1", Messages.ENGLISH));
        assertEquals("21 steps", format(pattern, "21", Messages.ENGLISH));
        assertEquals("0 steps", format(pattern, "0", Messages.ENGLISH));
    }

    @Test
    void theMessagesOfTheMachineAgree() {
        Messages ru = Messages.of(Messages.RUSSIAN);
        assertEquals("переполнение памяти: числу из 9001 цифры нужно ещё 8998 знаков, а свободно 7979",
                ru.get("fault.memory.number", 9001, 8998, 7979));
    }

    /** The same message, asked for again and again, takes each time the form its own numbers ask for. */
    @Test
    void aMessageAskedForAgainAgreesWithItsNewNumbers() {
        Messages ru = Messages.of(Messages.RUSSIAN);
        for (int round = 0; round < 3; round++) {
            assertEquals("переполнение памяти: числу из 9001 цифры нужно ещё 8998 знаков, а свободно 7979",
                    ru.get("fault.memory.number", 9001, 8998, 7979));
            assertEquals("переполнение памяти: числу из 22 цифр нужно ещё 1 знак, а свободно 0",
                    ru.get("fault.memory.number", 22, 1, 0));
            assertEquals("переполнение памяти: числу из 5 цифр нужно ещё 3 знака, а свободно {1}",
                    ru.get("fault.memory.number", 5, 3, "{1}"));
        }
    }
}
