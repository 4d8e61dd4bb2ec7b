import java.util.*;
import java.math.*;
public class GenFloatToString {
  public static void main(String[] a) {
    Random r = new Random(7);
    StringBuilder sb = new StringBuilder();
    List<Double> ds = new ArrayList<>(Arrays.asList(0.1, 1.0E-4, 123456789.0, 1.0E7, 9999999.0, 0.001, 100.0, -0.0, 0.0, 1.0, 1.0E-3, 9.999E-4, 1.0E21, 1.0E22, 1.0E23, 2.0E23,
      Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 4.9E-324, 1.0E-5, 1.5, 2.5, 0.3, 0.1 + 0.2, 1.0/3, 2.0/3, 1.0E16, 1.2345678901234567E-7, 123456.789,
      9.2233720368547758E18, 5958838436080787456.0, 6.2709E20, 1.0E10, 1.0E-10, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 17.5, -9.0, 2.8, 1e100, 1e-100, 2.2250738585072014E-308, 1.1125369292536007E-308));
    for (int i = 0; i < 4000; i++) {
      int mode = i % 5;
      double d;
      if (mode == 0) d = Double.longBitsToDouble(r.nextLong());
      else if (mode == 1) d = r.nextDouble() * Math.pow(10, r.nextInt(40) - 20);
      else if (mode == 2) d = (r.nextInt(2000000) - 1000000) / Math.pow(10, r.nextInt(12));
      else if (mode == 3) d = r.nextInt(100000) * Math.pow(10, r.nextInt(30) - 10);
      else d = Double.longBitsToDouble(r.nextLong() & 0x000fffffffffffffL); // subnormal
      ds.add(d);
    }
    for (double d : ds) {
      float f = (float) d;
      sb.append(Long.toHexString(Double.doubleToRawLongBits(d))).append(' ').append(Double.toString(d)).append(' ')
        .append(Integer.toHexString(Float.floatToRawIntBits(f))).append(' ').append(Float.toString(f)).append('\n');
    }
    for (int i = 0; i < 300; i++) {
      float f = Float.intBitsToFloat(r.nextInt() & 0x007fffff);
      sb.append(Long.toHexString(Double.doubleToRawLongBits(1.0))).append(' ').append("1.0").append(' ')
        .append(Integer.toHexString(Float.floatToRawIntBits(f))).append(' ').append(Float.toString(f)).append('\n');
    }
    System.out.print(sb);
    StringBuilder bd = new StringBuilder();
    long[] us = {0, 1, -1, 10, 100, 123, -123, 1000000, 150000000000L, 99999999999L, Long.MAX_VALUE, Long.MIN_VALUE + 1};
    for (long u : us) for (int s = 0; s <= 20; s += (s < 10 ? 1 : 5)) {
      BigDecimal b = BigDecimal.valueOf(u, s);
      bd.append(u).append(' ').append(s).append(' ').append(b.toString()).append(' ').append(b.toPlainString()).append('\n');
    }
    for (int i = 0; i < 300; i++) {
      BigInteger u = new BigInteger(r.nextInt(120) + 1, r); if (r.nextBoolean()) u = u.negate();
      int s = r.nextInt(39);
      BigDecimal b = new BigDecimal(u, s);
      bd.append(u).append(' ').append(s).append(' ').append(b.toString()).append(' ').append(b.toPlainString()).append('\n');
    }
    System.err.print(bd);
  }
}
