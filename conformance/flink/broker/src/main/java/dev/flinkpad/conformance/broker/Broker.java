package dev.flinkpad.conformance.broker;

import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * A Kafka broker for the conformance runner: Kafka's in-process KRaft test cluster, one node that is
 * both controller and broker, on loopback.
 *
 * <p>It reads commands on stdin, one a line, and answers each with one line on stdout:
 * "start" starts a fresh cluster (with no topics) and answers "ready BOOTSTRAP_SERVERS";
 * "stop" stops it and deletes its data, answering "stopped". An error answers "error MESSAGE".
 * End of input stops the cluster and exits. A fresh cluster per case keeps cases from seeing
 * each other's messages.
 */
public final class Broker {
    private Broker() {}

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        // Kafka prints nothing to stdout, but keep the reply channel clean whatever a library does.
        System.setOut(System.err);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        KafkaClusterTestKit cluster = null;
        String line;
        while ((line = in.readLine()) != null) {
            try {
                switch (line.strip()) {
                    case "start" -> {
                        cluster = stop(cluster);
                        cluster = start();
                        out.println("ready " + cluster.bootstrapServers());
                    }
                    case "stop" -> {
                        cluster = stop(cluster);
                        out.println("stopped");
                    }
                    default -> out.println("error unknown command: " + line);
                }
            } catch (Exception e) {
                out.println("error " + e.toString().replace('\n', ' '));
            }
        }
        stop(cluster);
        System.exit(0);
    }

    private static KafkaClusterTestKit start() throws Exception {
        KafkaClusterTestKit cluster = new KafkaClusterTestKit.Builder(
                        new TestKitNodes.Builder()
                                .setCombined(true)
                                .setNumBrokerNodes(1)
                                .setNumControllerNodes(1)
                                .build())
                // As a broker started from Kafka's quickstart configuration: topics are created on first
                // use, with one partition, so that offsets and the order of messages are deterministic.
                .setConfigProp("auto.create.topics.enable", "true")
                .setConfigProp("num.partitions", "1")
                .setConfigProp("default.replication.factor", "1")
                .setConfigProp("offsets.topic.replication.factor", "1")
                .setConfigProp("offsets.topic.num.partitions", "1")
                .setConfigProp("transaction.state.log.replication.factor", "1")
                .setConfigProp("transaction.state.log.min.isr", "1")
                .setConfigProp("group.initial.rebalance.delay.ms", "0")
                .setDeleteOnClose(true)
                .build();
        cluster.format();
        cluster.startup();
        cluster.waitForReadyBrokers();
        return cluster;
    }

    private static KafkaClusterTestKit stop(KafkaClusterTestKit cluster) throws Exception {
        if (cluster != null) {
            cluster.close();
        }
        return null;
    }
}
