#!/usr/bin/env bash
# Prints Datafaker's samples of each expression in a file, one JSON line per expression, for the faker checker
# (conformance/fakercheck). Usage: conformance/flink/faker-samples.sh EXPRESSIONS_FILE [N [SEED]]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -f "$here/target/classpath.txt" ] || [ -n "$(find "$here/src" "$here/pom.xml" -newer "$here/target/classpath.txt" 2>/dev/null)" ]; then
  (cd "$here" && mvn -q -B compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt) >&2
  touch "$here/target/classpath.txt"
fi
exec java -Xmx512m -Duser.timezone=UTC -Dflinkpad.log="$here/target/faker.log" \
  -cp "$here/target/classes:$(cat "$here/target/classpath.txt")" dev.flinkpad.conformance.FakerSamples "$@"
