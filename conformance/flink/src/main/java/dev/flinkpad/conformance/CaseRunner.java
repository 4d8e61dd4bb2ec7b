package dev.flinkpad.conformance;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.data.conversion.DataStructureConverter;
import org.apache.flink.table.data.conversion.DataStructureConverters;
import org.apache.flink.table.gateway.api.operation.OperationHandle;
import org.apache.flink.table.gateway.api.results.ResultSet;
import org.apache.flink.table.gateway.api.session.SessionEnvironment;
import org.apache.flink.table.gateway.api.session.SessionHandle;
import org.apache.flink.table.gateway.rest.util.SqlGatewayRestAPIVersion;
import org.apache.flink.table.gateway.service.context.DefaultContext;
import org.apache.flink.table.gateway.service.context.SessionContext;
import org.apache.flink.table.gateway.service.operation.OperationExecutor;
import org.apache.flink.table.gateway.service.result.ResultFetcher;
import org.apache.flink.types.Row;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;

/**
 * Runs one conformance case through Flink's SQL gateway executor, the code the SQL client runs
 * statements with, and records what it observed. Statements run one by one; DML waits for its job
 * (table.dml-sync), so the print output of each statement can be told apart.
 */
final class CaseRunner {
    private final ExecutorService operationThreads;
    private final URI cluster;

    /** Runs cases on the session cluster whose REST endpoint is at the given address. */
    CaseRunner(ExecutorService operationThreads, URI cluster) {
        this.operationThreads = operationThreads;
        this.cluster = cluster;
    }

    Observation run(String script, Path workdir, boolean finalState) throws IOException {
        Observation obs = new Observation(finalState);
        String text = script.replace("${WORKDIR}", workdir.toString());
        List<String> statements = ScriptSplitter.split(text);

        Configuration defaults = new Configuration();
        // Jobs go to one session cluster, as the SQL client's do. A per-job local cluster is shut
        // down before a failed job's cancel call, which then hides the job's real error.
        defaults.setString("execution.target", "remote");
        defaults.setString("rest.address", cluster.getHost());
        defaults.setString("rest.port", Integer.toString(cluster.getPort()));
        defaults.setString("execution.attached", "true");
        defaults.setString("parallelism.default", "1");
        defaults.setString("table.dml-sync", "true");
        // A failing job fails at once, with its own cause, instead of restarting for half a minute.
        defaults.setString("restart-strategy.type", "none");
        DefaultContext context = new DefaultContext(defaults, Collections.emptyList());
        SessionEnvironment env =
                SessionEnvironment.newBuilder()
                        .setSessionEndpointVersion(SqlGatewayRestAPIVersion.getDefaultVersion())
                        .build();
        SessionContext session =
                SessionContext.create(context, SessionHandle.create(), env, operationThreads);
        try {
            OperationExecutor executor = session.createOperationExecutor(new Configuration());
            StdCapture capture = StdCapture.install();
            try {
                for (int i = 0; i < statements.size(); i++) {
                    int index = i + 1;
                    String statement = statements.get(i);
                    boolean streaming = isStreaming(session);
                    try {
                        ResultFetcher fetcher =
                                executor.executeStatement(OperationHandle.create(), statement);
                        recordResult(obs, index, statement, fetcher, streaming);
                    } catch (Throwable t) {
                        capture.debug(t);
                        obs.captured(index, capture.takeOut(), capture.takeErr(), streaming);
                        obs.error(index, rootCauseMessage(t));
                        break;
                    }
                    obs.captured(index, capture.takeOut(), capture.takeErr(), streaming);
                }
            } finally {
                capture.uninstall();
            }
        } finally {
            session.close();
        }
        obs.files(workdir);
        return obs;
    }

    private static boolean isStreaming(SessionContext session) {
        return session.getSessionConf().get(ExecutionOptions.RUNTIME_MODE)
                != RuntimeExecutionMode.BATCH;
    }

    private void recordResult(
            Observation obs, int index, String statement, ResultFetcher fetcher, boolean streaming)
            throws InterruptedException {
        ResolvedSchema schema = fetcher.getResultSchema();
        List<RowData> rows = fetchAll(fetcher);
        fetcher.close();
        String first = ScriptSplitter.firstWord(statement);
        if (first.equals("EXPLAIN")) {
            for (RowData row : rows) {
                obs.explain(index, row.getString(0).toString());
            }
            return;
        }
        List<String> columns = schema.getColumnNames();
        boolean ok = columns.equals(List.of("result")) && rows.size() == 1
                && "OK".equals(rows.get(0).getString(0).toString());
        boolean jobId = columns.equals(List.of("job id"));
        if (ok || jobId) {
            return;
        }
        DataStructureConverter<Object, Object> converter =
                DataStructureConverters.getConverter(schema.toPhysicalRowDataType());
        converter.open(Thread.currentThread().getContextClassLoader());
        List<String> lines = new ArrayList<>();
        for (RowData row : rows) {
            lines.add(((Row) converter.toExternalOrNull(row)).toString());
        }
        String order;
        if (!fetcher.isQueryResult()) {
            order = Observation.ORDERED;
        } else if (streaming) {
            order = Observation.CHANGELOG;
        } else {
            order = ScriptSplitter.ordersAtTopLevel(statement)
                    ? Observation.ORDERED : Observation.UNORDERED;
        }
        obs.result(index, String.join(", ", columns), lines, order);
    }

    private static List<RowData> fetchAll(ResultFetcher fetcher) throws InterruptedException {
        List<RowData> rows = new ArrayList<>();
        long token = 0;
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (true) {
            ResultSet set = fetcher.fetchResults(token, Integer.MAX_VALUE);
            rows.addAll(set.getData());
            if (set.getResultType() == ResultSet.ResultType.EOS) {
                return rows;
            }
            if (set.getResultType() == ResultSet.ResultType.NOT_READY) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("runner: query did not finish in 120 s");
                }
                Thread.sleep(5);
            }
            if (set.getNextToken() == null) {
                return rows;
            }
            token = set.getNextToken();
        }
    }

    /** What the SQL client prints after "Reason:": the deepest cause that has a message. */
    static String rootCauseMessage(Throwable t) {
        while (t.getCause() != null
                && t.getCause().getMessage() != null
                && !t.getCause().getMessage().isEmpty()) {
            t = t.getCause();
        }
        return t.getClass().getName() + ": " + t.getMessage();
    }

}
