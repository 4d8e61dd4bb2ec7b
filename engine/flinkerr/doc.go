// Package flinkerr is the one error type every layer of Flinkpad returns, Flink's exception
// classes, and the kinds of error the layers share. It imports nothing of Flinkpad, so that the
// lowest packages (engine/sql, engine/types, catalog) use it as much as the engine does.
//
// Flink's SQL client prints a failed statement's reason as "class: message" of its deepest
// cause, and Flinkpad's output must match it byte for byte. So an Error carries:
//
//   - Class, the fully qualified Java class Flink raises (classes.go), or one of Flinkpad's own,
//     named "flinkpad.*", for what is the playground's and not Flink's: a refusal
//     (ClassNotSupported), a bug (ClassInternal), a bound Flink has not (ClassLimitExceeded);
//   - Msg, Flink's message, which Error returns alone;
//   - Pos, where in the script the error is: byte offsets, and the line and column once known;
//   - Kind, a sentinel for errors.Is (kind.go). The shared kinds are ErrNotSupported,
//     ErrValidation, ErrParse, ErrRuntime, ErrLimit and ErrInternal; a package keeps a narrower
//     kind of its own where callers tell it apart (catalog.ErrNotFound, types.ErrCastFailed),
//     made with NewKind when it should also match a shared one;
//   - Cause, the error it wraps, for errors.Is and errors.As, never printed except by CausedBy,
//     which renders Java's "Caused by:" chain.
//
// Packages keep their sentinels and constructors (plan.ErrNotSupported, connector.NewError) as
// thin names for these. A package keeps a type of its own only where it carries more than a
// class, a message and a position: the parser's sql.Error (the position counted within its
// statement, and Flink's list of expected tokens) and sql.ErrorList, the Table API's
// engine.ExprError (the expression, and the position within it).
//
// Since every layer's error is the same type, errors.As(err, &e) finds the outermost *Error of
// any kind. Find looks for one of a kind, PositionOf for the first with a position, and ClassOf
// for the first error that names a class, which is what the SQL client prints.
package flinkerr
