package dev.flinkpad.conformance;

import net.datafaker.Faker;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * The Datafaker side of the faker checker: evaluates each expression of a file with Datafaker's
 * Faker.expression, the call flink-faker makes for a field's expression, and prints its samples.
 *
 * <p>Usage: FakerSamples EXPRESSIONS_FILE [N [SEED]]. The file has one expression a line; blank
 * lines and lines starting with "//" or "# " are skipped. For each expression it prints one JSON
 * line, {"expression": E, "now": INSTANT, "samples": [...]} or {"expression": E, "error": MESSAGE}
 * when Datafaker cannot evaluate it; "now" is when the evaluation started, so that dates relative to
 * the present (date.past, date.future) can be compared with samples taken on another day. N defaults to 200 and SEED to 1, so a run is reproducible.
 */
public final class FakerSamples {
    private FakerSamples() {}

    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 3) {
            System.err.println("usage: FakerSamples EXPRESSIONS_FILE [N [SEED]]");
            System.exit(2);
        }
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        // flink-faker builds its Faker with the default locale; pin it, so a run does not depend on the machine's.
        Faker faker = new Faker(Locale.ENGLISH, new Random(seed));
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        for (String line : lines) {
            String expr = line.strip();
            if (expr.isEmpty() || expr.startsWith("//") || expr.startsWith("# ")) {
                continue;
            }
            StringBuilder sb = new StringBuilder("{\"expression\": ").append(quote(expr));
            sb.append(", \"now\": ").append(quote(Instant.now().toString()));
            try {
                StringBuilder samples = new StringBuilder();
                for (int i = 0; i < n; i++) {
                    if (i > 0) {
                        samples.append(", ");
                    }
                    samples.append(quote(faker.expression(expr)));
                }
                sb.append(", \"samples\": [").append(samples).append("]}");
            } catch (RuntimeException e) {
                sb.append(", \"error\": ").append(quote(CaseRunner.rootCauseMessage(e))).append('}');
            }
            out.println(sb);
        }
    }

    private static String quote(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
