import java.util.*;
import java.math.*;
import org.apache.flink.table.types.logical.*;
import org.apache.flink.table.types.logical.utils.*;

public class GenLogicalTypes {
  static final String[] TYPES = {
    "BOOLEAN", "TINYINT", "SMALLINT", "INT", "BIGINT", "FLOAT", "DOUBLE", "DECIMAL(10, 2)", "DECIMAL(38, 0)", "DECIMAL(5, 5)",
    "CHAR(1)", "CHAR(5)", "VARCHAR(3)", "STRING", "BINARY(2)", "VARBINARY(4)", "BYTES", "DATE", "TIME(0)", "TIME(3)",
    "TIMESTAMP(3)", "TIMESTAMP(6)", "TIMESTAMP(9)", "TIMESTAMP_LTZ(3)", "TIMESTAMP_LTZ(6)",
    "INT NOT NULL", "STRING NOT NULL", "DECIMAL(10, 2) NOT NULL", "TIMESTAMP(3) NOT NULL", "BIGINT NOT NULL",
    "ARRAY<INT>", "ARRAY<BIGINT>", "ARRAY<STRING>", "ARRAY<INT NOT NULL>", "MAP<STRING, INT>", "MAP<STRING, BIGINT>", "MULTISET<INT>",
    "ROW<`a` INT, `b` STRING>", "ROW<`x` BIGINT, `y` STRING>", "ROW<`a` INT>", "ROW<`a` INT NOT NULL, `b` CHAR(2)>", "NULL"
  };
  static LogicalType parse(String s) {
    if (s.equals("NULL")) return new NullType();
    if (s.startsWith("TIMESTAMP_LTZ(")) {
      return LogicalTypeParser.parse(s.replace("TIMESTAMP_LTZ(", "TIMESTAMP(").replace(")", ") WITH LOCAL TIME ZONE"), GenLogicalTypes.class.getClassLoader());
    }
    return LogicalTypeParser.parse(s, GenLogicalTypes.class.getClassLoader());
  }
  public static void main(String[] a) {
    StringBuilder casts = new StringBuilder(), common = new StringBuilder(), strs = new StringBuilder();
    for (String s : TYPES) {
      LogicalType t = parse(s);
      String ser;
      try { ser = t.asSerializableString(); } catch (Exception e) { ser = "!"; }
      strs.append(s).append(" | ").append(t.asSummaryString()).append(" | ").append(ser).append('\n');
    }
    for (String x : TYPES) for (String y : TYPES) {
      LogicalType f = parse(x), t = parse(y);
      casts.append(x).append(" | ").append(y).append(" | ")
        .append(LogicalTypeCasts.supportsImplicitCast(f, t) ? "I" : "-")
        .append(LogicalTypeCasts.supportsExplicitCast(f, t) ? "E" : "-")
        .append(LogicalTypeCasts.supportsAvoidingCast(f, t) ? "A" : "-").append('\n');
      Optional<LogicalType> c;
      try { c = LogicalTypeMerging.findCommonType(Arrays.asList(f, t)); } catch (Exception e) { c = Optional.empty(); }
      common.append(x).append(" | ").append(y).append(" | ").append(c.map(LogicalType::asSummaryString).orElse("-")).append('\n');
    }
    // decimal derivations
    StringBuilder dec = new StringBuilder();
    int[][] ps = {{1,0},{5,2},{10,0},{10,2},{19,0},{20,10},{38,0},{38,10},{38,38},{3,3},{18,6},{30,20}};
    for (int[] l : ps) for (int[] r : ps) {
      dec.append(l[0]).append(' ').append(l[1]).append(' ').append(r[0]).append(' ').append(r[1]).append(" | ")
        .append(LogicalTypeMerging.findAdditionDecimalType(l[0], l[1], r[0], r[1]).asSummaryString()).append(" | ")
        .append(LogicalTypeMerging.findMultiplicationDecimalType(l[0], l[1], r[0], r[1]).asSummaryString()).append(" | ")
        .append(LogicalTypeMerging.findDivisionDecimalType(l[0], l[1], r[0], r[1]).asSummaryString()).append(" | ")
        .append(LogicalTypeMerging.findModuloDecimalType(l[0], l[1], r[0], r[1]).asSummaryString()).append('\n');
    }
    for (int[] l : ps) {
      dec.append("avg ").append(l[0]).append(' ').append(l[1]).append(" | ").append(LogicalTypeMerging.findAvgAggType(new DecimalType(l[0], l[1])).asSummaryString())
        .append(" | ").append(LogicalTypeMerging.findSumAggType(new DecimalType(l[0], l[1])).asSummaryString()).append('\n');
    }
    System.out.print("== strings\n" + strs + "== casts\n" + casts + "== common\n" + common + "== decimal\n" + dec);
  }
}
