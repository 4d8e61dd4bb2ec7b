package flinkq

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// restPort stands for $VAR_REST_PORT, the port of the MiniCluster's REST endpoint that the
// gateway test puts into its session and SET's listing. Flinkpad has no cluster; the expected
// table's widths are those of a five-digit port, as a MiniCluster's free port is.
const restPort = "18081"

// variables makes the folders the gateway test makes for each file (AbstractSqlGatewayStatement
// ITCaseBase.before) under dir, and returns the $VAR_... names with their values. cwd is the
// folder $VAR_STREAMING_PLAN_RELATIVE_PATH is relative to, the test's working directory.
func variables(dir, cwd string) (map[string]string, error) {
	vars := map[string]string{"$VAR_REST_PORT": restPort}
	for name, sub := range map[string]string{
		"$VAR_STREAMING_PATH":      "streaming",
		"$VAR_STREAMING_PATH2":     "streaming2",
		"$VAR_STREAMING_PATH3":     "streaming3",
		"$VAR_BATCH_PATH":          "batch",
		"$VAR_BATCH_CTAS_PATH":     "batch_ctas",
		"$VAR_STREAMING_PLAN_PATH": "streaming_compiled_plan",
	} {
		p := filepath.Join(dir, sub)
		if err := os.Mkdir(p, 0o755); err != nil {
			return nil, err
		}
		vars[name] = p
	}
	rel, err := filepath.Rel(cwd, vars["$VAR_STREAMING_PLAN_PATH"])
	if err != nil {
		return nil, fmt.Errorf("the plan folder relative to the working directory: %w", err)
	}
	vars["$VAR_STREAMING_PLAN_RELATIVE_PATH"] = rel
	return vars, nil
}

// substitute replaces every variable in text in one pass, as commons-lang's
// StringUtils.replaceEach does: replaced text is not searched again. Where two names match at
// the same place the longer wins ($VAR_STREAMING_PATH2 over $VAR_STREAMING_PATH); the test's
// folder names make either choice give the same text.
func substitute(text string, vars map[string]string) string {
	names := make([]string, 0, len(vars))
	for n := range vars {
		names = append(names, n)
	}
	slices.SortFunc(names, func(a, b string) int { return len(b) - len(a) })
	pairs := make([]string, 0, 2*len(names))
	for _, n := range names {
		pairs = append(pairs, n, vars[n])
	}
	// strings.Replacer tries the old strings in argument order at each position.
	return strings.NewReplacer(pairs...).Replace(text)
}
