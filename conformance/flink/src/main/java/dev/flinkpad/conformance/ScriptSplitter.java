package dev.flinkpad.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits a SQL script into statements the way Flink's SQL client does when it runs a file: on a
 * semicolon outside quotes and comments. {@code EXECUTE STATEMENT SET BEGIN ...; ...; END} and
 * {@code EXPLAIN ... STATEMENT SET BEGIN ...; END} are kept together as one statement, because
 * Flink's parser takes them whole.
 */
final class ScriptSplitter {
    private ScriptSplitter() {}

    static List<String> split(String script) {
        List<String> pieces = splitOnSemicolons(script);
        List<String> statements = new ArrayList<>();
        StringBuilder block = null;
        for (String piece : pieces) {
            String words = normalize(piece);
            if (words.isEmpty()) {
                continue;
            }
            if (block != null) {
                block.append(";\n").append(piece.strip());
                if (words.equals("END")) {
                    statements.add(block.toString());
                    block = null;
                }
                continue;
            }
            if (opensStatementSetBlock(words) && !words.endsWith(" END")) {
                block = new StringBuilder(piece.strip());
                continue;
            }
            statements.add(piece.strip());
        }
        if (block != null) {
            statements.add(block.toString());
        }
        return statements;
    }

    /** True for EXECUTE STATEMENT SET BEGIN ... and EXPLAIN [details] STATEMENT SET BEGIN ... */
    private static boolean opensStatementSetBlock(String words) {
        int at = words.indexOf("STATEMENT SET BEGIN");
        if (at < 0) {
            return false;
        }
        String head = words.substring(0, at).strip();
        return head.equals("EXECUTE") || head.startsWith("EXPLAIN");
    }

    /** The statement's words in upper case, comments removed and white space collapsed. */
    static String normalize(String statement) {
        StringBuilder out = new StringBuilder();
        Lexer lx = new Lexer(statement);
        boolean space = false;
        while (lx.hasNext()) {
            char c = lx.peek();
            if (lx.skipComment()) {
                space = true;
                continue;
            }
            if (Character.isWhitespace(c)) {
                space = true;
                lx.next();
                continue;
            }
            if (space && out.length() > 0) {
                out.append(' ');
            }
            space = false;
            if (c == '\'' || c == '`' || c == '"') {
                out.append(lx.quoted());
            } else {
                out.append(Character.toUpperCase(lx.next()));
            }
        }
        return out.toString();
    }

    /** True when the query orders its rows at the top level (ORDER BY outside any parentheses). */
    static boolean ordersAtTopLevel(String statement) {
        String words = normalize(statement);
        int depth = 0;
        StringBuilder stripped = new StringBuilder();
        Lexer lx = new Lexer(words);
        while (lx.hasNext()) {
            char c = lx.peek();
            if (c == '\'' || c == '`' || c == '"') {
                lx.quoted();
                stripped.append(depth == 0 ? " Q " : " ");
                continue;
            }
            lx.next();
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (depth == 0) {
                stripped.append(c);
            }
        }
        return (" " + stripped.toString().replaceAll("\\s+", " ") + " ").contains(" ORDER BY ");
    }

    private static List<String> splitOnSemicolons(String script) {
        List<String> pieces = new ArrayList<>();
        Lexer lx = new Lexer(script);
        int start = 0;
        while (lx.hasNext()) {
            char c = lx.peek();
            if (lx.skipComment()) {
                continue;
            }
            if (c == '\'' || c == '`' || c == '"') {
                lx.quoted();
                continue;
            }
            if (c == ';') {
                pieces.add(script.substring(start, lx.pos));
                lx.next();
                start = lx.pos;
                continue;
            }
            lx.next();
        }
        pieces.add(script.substring(start));
        return pieces;
    }

    /** A cursor over SQL text that knows quotes and comments. */
    private static final class Lexer {
        final String text;
        int pos;

        Lexer(String text) {
            this.text = text;
        }

        boolean hasNext() {
            return pos < text.length();
        }

        char peek() {
            return text.charAt(pos);
        }

        char next() {
            return text.charAt(pos++);
        }

        boolean skipComment() {
            if (text.startsWith("--", pos)) {
                int end = text.indexOf('\n', pos);
                pos = end < 0 ? text.length() : end + 1;
                return true;
            }
            if (text.startsWith("/*", pos) && !text.startsWith("/*+", pos)) {
                int end = text.indexOf("*/", pos + 2);
                pos = end < 0 ? text.length() : end + 2;
                return true;
            }
            return false;
        }

        /** Consumes a quoted token ('' doubles a quote inside) and returns it verbatim. */
        String quoted() {
            int begin = pos;
            char q = next();
            while (hasNext()) {
                char c = next();
                if (c == q) {
                    if (hasNext() && peek() == q) {
                        next();
                        continue;
                    }
                    break;
                }
            }
            return text.substring(begin, pos);
        }
    }

    static String firstWord(String statement) {
        String words = normalize(statement);
        int sp = words.indexOf(' ');
        return (sp < 0 ? words : words.substring(0, sp)).toUpperCase(Locale.ROOT);
    }
}
