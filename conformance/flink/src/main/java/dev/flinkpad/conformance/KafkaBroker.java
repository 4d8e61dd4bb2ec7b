package dev.flinkpad.conformance;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Kafka broker that Kafka cases run against: the broker module's process (broker/), started on
 * first use, that starts a fresh single-node KRaft cluster for each case.
 *
 * <p>Cases are written as tutorials write them, with 'properties.bootstrap.servers' = 'localhost:9092'
 * or any other address; the runner rewrites every such value to the test broker's address before the
 * case runs, and writes the address back as the case's own text in the output. A case that needs a
 * topic with several partitions says so with the line "-- conformance: kafka-topic NAME PARTITIONS".
 */
final class KafkaBroker implements AutoCloseable {
    private static final Pattern USES_KAFKA =
            Pattern.compile("'connector'\\s*=\\s*'(upsert-)?kafka'", Pattern.CASE_INSENSITIVE);
    /** "-- conformance: kafka-topic NAME PARTITIONS": a topic the case needs created with more than one partition. */
    private static final Pattern TOPIC_DIRECTIVE =
            Pattern.compile("(?m)^-- conformance: kafka-topic (\\S+) ([0-9]+)$");
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

    /**
     * Starts a fresh cluster and returns its bootstrap address. It has the topics the script's
     * kafka-topic directives name, with their partitions; others are created on first use with one.
     */
    String fresh(String script) throws IOException {
        if (process == null) {
            launch();
        }
        String reply = command("start");
        if (!reply.startsWith("ready ")) {
            throw new IOException("kafka broker: " + reply);
        }
        String address = reply.substring("ready ".length());
        List<NewTopic> topics = new ArrayList<>();
        Matcher m = TOPIC_DIRECTIVE.matcher(script);
        while (m.find()) {
            topics.add(new NewTopic(m.group(1), Integer.parseInt(m.group(2)), (short) 1));
        }
        if (!topics.isEmpty()) {
            Properties props = new Properties();
            props.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, address);
            try (Admin admin = Admin.create(props)) {
                admin.createTopics(topics).all().get(60, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new IOException("kafka broker: creating " + topics + ": " + e, e);
            }
        }
        return address;
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
