package dev.flinkpad.conformance;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Captures what print sinks write. They take System.out (or System.err with 'standard-error') when
 * their task opens, which happens after this is installed.
 */
final class StdCapture {
    private final PrintStream savedOut;
    private final PrintStream savedErr;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private StdCapture() {
        savedOut = System.out;
        savedErr = System.err;
    }

    static StdCapture install() {
        StdCapture c = new StdCapture();
        System.setOut(new PrintStream(c.out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(c.err, true, StandardCharsets.UTF_8));
        return c;
    }

    /** With FLINKPAD_RUNNER_DEBUG set, shows the whole stack trace of a failing statement. */
    void debug(Throwable t) {
        if (System.getenv("FLINKPAD_RUNNER_DEBUG") != null) {
            t.printStackTrace(savedErr);
        }
    }

    void uninstall() {
        System.out.flush();
        System.err.flush();
        System.setOut(savedOut);
        System.setErr(savedErr);
    }

    List<String> takeOut() {
        return take(out);
    }

    List<String> takeErr() {
        return take(err);
    }

    private static List<String> take(ByteArrayOutputStream buf) {
        String text;
        synchronized (buf) {
            text = buf.toString(StandardCharsets.UTF_8);
            buf.reset();
        }
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            if (!line.isEmpty()) {
                lines.add(line);
            }
        }
        return lines;
    }
}
