#!/usr/bin/env bash
# Runs conformance cases on an embedded Flink 2.3.0 and writes OUT_DIR/NAME.out for each.
# Usage: conformance/flink/run.sh OUT_DIR CASE.sql...
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -f "$here/target/classpath.txt" ] || [ -n "$(find "$here/src" "$here/pom.xml" -newer "$here/target/classpath.txt" 2>/dev/null)" ]; then
  (cd "$here" && mvn -q -B compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt)
  touch "$here/target/classpath.txt"
fi
exec java -Xmx2g -Duser.timezone=UTC -Dflinkpad.log="$here/target/runner.log" \
  -cp "$here/target/classes:$(cat "$here/target/classpath.txt")" dev.flinkpad.conformance.Main "$@"
