package dev.flinkpad.conformance;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Kafka broker that Kafka cases run against: the broker module's process (broker/), started on
 * first use, that starts a fresh single-node KRaft cluster for each case.
 *
 * <p>Cases are written as tutorials write them, with 'properties.bootstrap.servers' = 'localhost:9092'
 * or any other address; the runner rewrites every such value to the test broker's address before the
 * case runs, and writes the address back as the case's own text in the output.
 */
final class KafkaBroker implements AutoCloseable {
    private static final Pattern USES_KAFKA =
            Pattern.compile("'connector'\\s*=\\s*'(upsert-)?kafka'", Pattern.CASE_INSENSITIVE);
    private static final Pattern BOOTSTRAP =
            Pattern.compile("('properties\\.bootstrap\\.servers'\\s*=\\s*')([^']*)(')");

    private Process process;
    private BufferedReader replies;
    private Writer commands;

    /** Whether a case's script names the kafka or upsert-kafka connector. */
    static boolean usedBy(String script) {
        return USES_KAFKA.matcher(script).find();
    }

    /** A case's script with each bootstrap address replaced by the broker's, and the addresses it named. */
    static String rewrite(String script, String address, List<String> named) {
        Matcher m = BOOTSTRAP.matcher(script);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            named.add(m.group(2));
            m.appendReplacement(sb, Matcher.quoteReplacement(m.group(1) + address + m.group(3)));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** Starts a fresh cluster, with no topics, and returns its bootstrap address. */
    String fresh() throws IOException {
        if (process == null) {
            launch();
        }
        String reply = command("start");
        if (!reply.startsWith("ready ")) {
            throw new IOException("kafka broker: " + reply);
        }
        return reply.substring("ready ".length());
    }

    /** Stops the current cluster and deletes its data. */
    void stop() throws IOException {
        if (process != null) {
            String reply = command("stop");
            if (!reply.equals("stopped")) {
                throw new IOException("kafka broker: " + reply);
            }
        }
    }

    private void launch() throws IOException {
        String classpath = System.getProperty("flinkpad.broker.classpath");
        if (classpath == null || classpath.isEmpty()) {
            throw new IOException("kafka broker: flinkpad.broker.classpath is not set (run the runner through run.sh)");
        }
        List<String> cmd = new ArrayList<>();
        cmd.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
        cmd.add("-Xmx1g");
        String log = System.getProperty("flinkpad.broker.log", "broker.log");
        cmd.add("-Dflinkpad.log=" + log);
        cmd.add("-cp");
        cmd.add(classpath);
        cmd.add("dev.flinkpad.conformance.broker.Broker");
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.redirectError(ProcessBuilder.Redirect.appendTo(new File(log + ".stderr")));
        process = pb.start();
        replies = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        commands = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    }

    private String command(String c) throws IOException {
        commands.write(c + "\n");
        commands.flush();
        String reply = replies.readLine();
        if (reply == null) {
            throw new IOException("kafka broker exited; see " + System.getProperty("flinkpad.broker.log"));
        }
        return reply;
    }

    @Override
    public void close() {
        if (process != null) {
            try {
                commands.close();
                process.waitFor();
            } catch (IOException | InterruptedException e) {
                process.destroy();
            }
        }
    }
}
