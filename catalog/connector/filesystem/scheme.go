package filesystem

import (
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
)

const classUnsupportedScheme = "org.apache.flink.core.fs.UnsupportedFileSystemSchemeException"

// pluginSchemes are the schemes Flink's FileSystem supports only through a plugin, with the
// plugins it names (FileSystem.DIRECTLY_SUPPORTED_FILESYSTEM).
var pluginSchemes = map[string][]string{
	"wasb": {"flink-fs-azure-hadoop"}, "wasbs": {"flink-fs-azure-hadoop"},
	"abfs": {"flink-fs-azure-hadoop"}, "abfss": {"flink-fs-azure-hadoop"},
	"oss": {"flink-oss-fs-hadoop"},
	"s3":  {"flink-s3-fs-hadoop", "flink-s3-fs-presto"}, "s3a": {"flink-s3-fs-hadoop"}, "s3p": {"flink-s3-fs-presto"},
	"gs": {"flink-gs-fs-hadoop"},
}

// localPath resolves a table's 'path' option to a path of the local file system, as Flink's
// FileSystem.get does with the file systems it has without plugins or Hadoop: no scheme or
// the scheme file is the local file system; a file URI with an authority is refused with
// Flink's hint about the missing slash; a scheme served by a plugin fails naming the plugins,
// and any other scheme fails as Flink's Hadoop fallback does when Hadoop is absent. The error
// is raised when the table is read or written, where Flink opens the file system.
func localPath(p string) (string, *connector.Error) {
	u := vfs.ParseURI(p)
	switch {
	case u.Scheme == "file" && u.Authority != "":
		return "", newError(classIO, "Found local file path with authority '%s' in path '%s'. Hint: Did you forget a slash? "+
			"(correct path would be 'file:///%s%s')", u.Authority, p, u.Authority, u.Path)
	case u.IsLocal():
		return u.Path, nil
	}
	if plugins, ok := pluginSchemes[u.Scheme]; ok {
		return "", newError(classUnsupportedScheme, "Could not find a file system implementation for scheme '%s'. The scheme is "+
			"directly supported by Flink through the following plugin(s): %s. Please ensure that each plugin resides within "+
			"its own subfolder within the plugins directory. See https://nightlies.apache.org/flink/flink-docs-stable/docs/deployment/filesystems/plugins/ "+
			"for more information. If you want to use a Hadoop file system for that scheme, please add the scheme to the "+
			"configuration fs.allowed-fallback-filesystems. For a full list of supported file systems, please see "+
			"https://nightlies.apache.org/flink/flink-docs-stable/ops/filesystems/.", u.Scheme, strings.Join(plugins, ", "))
	}
	// Flink wraps this in "Could not find a file system implementation for scheme ..."; the
	// SQL client shows the cause.
	return "", newError(classUnsupportedScheme, "Hadoop is not in the classpath/dependencies.")
}
