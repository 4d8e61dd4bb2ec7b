import java.util.Random;

/**
 * Prints java.lang.Math's results for the functions Flink's DOUBLE math calls, over fixed
 * pseudo-random inputs: "name x [y] result", with doubles as Double.toString prints them.
 * Run: java gen/GenMath.java > java_math.txt
 */
public class GenMath {
    public static void main(String[] args) {
        Random r = new Random(20240301L);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            double x = (r.nextDouble() - 0.5) * 40;
            double p = r.nextDouble() * 10;
            double u = r.nextDouble() * 2 - 1;
            line(sb, "SIN", x, Math.sin(x));
            line(sb, "COS", x, Math.cos(x));
            line(sb, "TAN", x, Math.tan(x));
            line(sb, "EXP", x, Math.exp(x));
            line(sb, "LN", p, Math.log(p));
            line(sb, "LOG10", p, Math.log10(p));
            line(sb, "ATAN", x, Math.atan(x));
            line(sb, "ASIN", u, Math.asin(u));
            line(sb, "ACOS", u, Math.acos(u));
            sb.append("POWER ").append(p).append(' ').append(u * 8).append(' ').append(Math.pow(p, u * 8)).append('\n');
            sb.append("ATAN2 ").append(x).append(' ').append(u).append(' ').append(Math.atan2(x, u)).append('\n');
        }
        System.out.print(sb);
    }

    private static void line(StringBuilder sb, String name, double x, double v) {
        sb.append(name).append(' ').append(x).append(' ').append(v).append('\n');
    }
}
