#!/usr/bin/env bash
# Runs conformance cases on an embedded Flink 2.3.0 and writes OUT_DIR/NAME.out for each.
# Usage: conformance/flink/run.sh OUT_DIR CASE.sql...
# Kafka cases talk to Kafka's in-process test cluster, which runs in a JVM of its own (broker/).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build() { # build DIR: compiles a Maven module and writes its class path, when its sources changed
  if [ ! -f "$1/target/classpath.txt" ] || [ -n "$(find "$1/src" "$1/pom.xml" -newer "$1/target/classpath.txt" 2>/dev/null)" ]; then
    (cd "$1" && mvn -q -B compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt)
    touch "$1/target/classpath.txt"
  fi
}
build "$here"
build "$here/broker"
exec java -Xmx2g -Duser.timezone=UTC -Dflinkpad.log="$here/target/runner.log" \
  -Dflinkpad.broker.log="$here/target/broker.log" \
  -Dflinkpad.broker.classpath="$here/broker/target/classes:$(cat "$here/broker/target/classpath.txt")" \
  -cp "$here/target/classes:$(cat "$here/target/classpath.txt")" dev.flinkpad.conformance.Main "$@"
