package dev.flinkpad.conformance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What one case did on Flink, in the normalized text form that the Go comparison reads.
 *
 * <p>The file is a list of sections. Each starts with a header line "@@ kind args..." and holds
 * the lines that follow it up to the next header. Lines whose order Flink does not define are
 * sorted, so that recording the same case twice gives the same bytes.
 */
final class Observation {
    static final String ORDERED = "ordered";
    static final String UNORDERED = "unordered";
    static final String CHANGELOG = "changelog";
    static final String FINAL = "final";
    /** Starts a header line; no line that Flink prints starts with it (EXPLAIN uses "== "). */
    static final String HEADER = "@@ ";

    private final boolean finalState;
    private final List<String> out = new ArrayList<>();
    private String workdir = "";

    Observation(boolean finalState) {
        this.finalState = finalState;
    }

    void result(int index, String columns, List<String> rows, String order) {
        if (order.equals(CHANGELOG) && finalState) {
            rows = materialize(rows);
            order = FINAL;
        } else if (order.equals(UNORDERED)) {
            rows = sorted(rows);
        }
        // The column names follow the header so that a reader sees what each field is.
        section("result " + index + " " + order, rows, "columns: " + columns);
    }

    void explain(int index, String plan) {
        section("explain " + index, List.of(plan.split("\n", -1)));
    }

    void error(int index, String message) {
        section("error " + index, List.of(message.split("\n", -1)));
    }

    /** Print sink output of one statement, grouped by print identifier. */
    void captured(int index, List<String> stdout, List<String> stderr, boolean streaming) {
        printSections("print", index, stdout, streaming);
        printSections("print-stderr", index, stderr, streaming);
    }

    private void printSections(String kind, int index, List<String> lines, boolean streaming) {
        Map<String, List<String>> byId = new TreeMap<>();
        for (String line : lines) {
            String[] idAndRow = splitIdentifier(line);
            byId.computeIfAbsent(idAndRow[0], k -> new ArrayList<>()).add(idAndRow[1]);
        }
        for (Map.Entry<String, List<String>> e : byId.entrySet()) {
            List<String> rows = e.getValue();
            String order;
            if (!streaming) {
                rows = sorted(rows);
                order = UNORDERED;
            } else if (finalState) {
                rows = materialize(rows);
                order = FINAL;
            } else {
                order = CHANGELOG;
            }
            section(kind + " " + index + " " + e.getKey() + " " + order, rows);
        }
    }

    /** "id> +I[1]" gives {"id", "+I[1]"}; a line without an identifier gives {"-", line}. */
    static String[] splitIdentifier(String line) {
        if (isRowKind(line)) {
            return new String[] {"-", line};
        }
        int at = line.indexOf("> ");
        if (at > 0 && isRowKind(line.substring(at + 2))) {
            return new String[] {line.substring(0, at), line.substring(at + 2)};
        }
        return new String[] {"?", line};
    }

    private static boolean isRowKind(String s) {
        return s.startsWith("+I[") || s.startsWith("-U[") || s.startsWith("+U[")
                || s.startsWith("-D[");
    }

    /** Applies a changelog and returns the rows that remain, as sorted +I rows. */
    static List<String> materialize(List<String> changelog) {
        Map<String, Integer> counts = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        for (String row : changelog) {
            String body = row.substring(2);
            boolean add = row.startsWith("+I") || row.startsWith("+U");
            int n = counts.getOrDefault(body, 0) + (add ? 1 : -1);
            if (n < 0) {
                problems.add("! retracted a row that was not there: " + row);
                n = 0;
            }
            if (n == 0) {
                counts.remove(body);
            } else {
                counts.put(body, n);
            }
        }
        List<String> rows = new ArrayList<>();
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            for (int i = 0; i < e.getValue(); i++) {
                rows.add("+I" + e.getKey());
            }
        }
        rows.addAll(problems);
        return rows;
    }

    /** The files under the work directory, grouped by directory, lines sorted. */
    void files(Path root) throws IOException {
        workdir = root.toString();
        Map<String, List<String>> byDir = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                if (!Files.isRegularFile(p) || hidden(root, p)) {
                    continue;
                }
                String dir = root.relativize(p.getParent()).toString();
                List<String> lines = byDir.computeIfAbsent(dir.isEmpty() ? "." : dir,
                        k -> new ArrayList<>());
                lines.addAll(Files.readAllLines(p, StandardCharsets.UTF_8));
            }
        }
        for (Map.Entry<String, List<String>> e : byDir.entrySet()) {
            section("files " + e.getKey(), sorted(e.getValue()));
        }
    }

    /** Flink keeps in-progress and bookkeeping files under names starting with '.' or '_'. */
    private static boolean hidden(Path root, Path p) {
        for (Path part : root.relativize(p)) {
            String s = part.toString();
            if (s.startsWith(".") || s.startsWith("_")) {
                return true;
            }
        }
        return false;
    }

    private void section(String header, List<String> lines, String... moreHeaders) {
        out.add(HEADER + header);
        for (String h : moreHeaders) {
            out.add(HEADER + h);
        }
        out.addAll(lines);
    }

    private static List<String> sorted(List<String> rows) {
        List<String> copy = new ArrayList<>(rows);
        Collections.sort(copy);
        return copy;
    }

    /** The normalized text, with the temporary directory replaced by ${WORKDIR}. */
    String render() {
        StringBuilder sb = new StringBuilder();
        for (String line : out) {
            if (!workdir.isEmpty()) {
                line = line.replace(workdir, "${WORKDIR}");
            }
            sb.append(line).append('\n');
        }
        return sb.toString();
    }

}
