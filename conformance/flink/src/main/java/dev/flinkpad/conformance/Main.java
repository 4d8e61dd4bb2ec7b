package dev.flinkpad.conformance;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TimeZone;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;

/**
 * Records the expected output of conformance cases on an embedded Flink.
 *
 * <p>Usage: Main OUT_DIR CASE.sql... Writes OUT_DIR/NAME.out for each CASE/NAME.sql.
 * A case whose header has the line "-- conformance: final" records the final materialized
 * table of each streaming changelog instead of the changelog, for cases whose order Flink
 * does not define (two inputs racing into a join, for example). A case that uses the kafka or
 * upsert-kafka connector runs against a fresh Kafka broker (see {@link KafkaBroker}).
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: Main OUT_DIR CASE.sql...");
            System.exit(2);
        }
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Path outDir = Path.of(args[0]);
        Files.createDirectories(outDir);
        List<Path> cases = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            cases.add(Path.of(args[i]));
        }
        ExecutorService threads = Executors.newCachedThreadPool();
        MiniCluster cluster = startCluster();
        URI rest = cluster.getRestAddress().get();
        int failures = 0;
        KafkaBroker kafka = new KafkaBroker();
        for (Path c : cases) {
            String name = c.getFileName().toString().replaceFirst("\\.sql$", "");
            String script = Files.readString(c, StandardCharsets.UTF_8);
            boolean finalState = script.lines().anyMatch(l -> l.strip().equals("-- conformance: final"));
            Path workdir = Files.createTempDirectory("flinkpad-case-");
            long start = System.nanoTime();
            boolean usesKafka = KafkaBroker.usedBy(script);
            try {
                String address = null;
                List<String> named = new ArrayList<>();
                if (usesKafka) {
                    address = kafka.fresh(script);
                    script = KafkaBroker.rewrite(script, address, named);
                }
                Observation obs = new CaseRunner(threads, rest).run(script, workdir, finalState);
                String text = obs.render();
                if (address != null && !named.isEmpty()) {
                    // The output shows the address the case names, as ${WORKDIR} is shown for the workdir.
                    text = text.replace(address, named.get(0));
                }
                Files.writeString(outDir.resolve(name + ".out"), text, StandardCharsets.UTF_8);
                System.out.printf("recorded %s (%d ms)%n", name, (System.nanoTime() - start) / 1_000_000);
            } catch (Throwable t) {
                failures++;
                System.out.printf("FAILED to record %s: %s%n", name, CaseRunner.rootCauseMessage(t));
            } finally {
                deleteTree(workdir);
                if (usesKafka) {
                    try {
                        kafka.stop();
                    } catch (java.io.IOException e) {
                        // The next Kafka case starts a fresh cluster anyway; this one's output is written.
                        System.out.printf("kafka broker did not stop after %s: %s%n", name, e.getMessage());
                    }
                }
            }
        }
        kafka.close();
        System.out.printf("recorded %d cases, %d failed%n", cases.size() - failures, failures);
        // Flink leaves non-daemon threads behind; the run is over.
        System.exit(failures == 0 ? 0 : 1);
    }

    /** One local session cluster, on loopback only, that every case submits its jobs to. */
    private static MiniCluster startCluster() throws Exception {
        Configuration conf = new Configuration();
        conf.setString("rest.bind-address", "127.0.0.1");
        conf.setString("rest.address", "127.0.0.1");
        conf.setString("rest.port", "0");
        MiniCluster cluster = new MiniCluster(new MiniClusterConfiguration.Builder()
                .setConfiguration(conf)
                .setCommonBindAddress("127.0.0.1")
                .setNumTaskManagers(1)
                .setNumSlotsPerTaskManager(8)
                .build());
        cluster.start();
        return cluster;
    }

    private static void deleteTree(Path root) throws java.io.IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(p);
            }
        }
    }
}
