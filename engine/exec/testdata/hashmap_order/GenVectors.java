// Generates hashmap_order.tsv: the hash codes of Flink 2.3's BinaryStringData and the key order
// of a java.util.HashMap keyed by it (the heap MapView of JsonObjectAggFunction) after a list
// of puts and removes. Run with Flink's jars on the class path:
//   java -cp "$(cat conformance/flink/target/classpath.txt)" GenVectors.java > hashmap_order.tsv
import java.nio.charset.StandardCharsets;
import java.util.*;
import org.apache.flink.table.data.StringData;

public class GenVectors {
    static String hex(String s) {
        StringBuilder b = new StringBuilder();
        for (byte x : s.getBytes(StandardCharsets.UTF_8)) b.append(String.format("%02x", x & 0xff));
        return b.length() == 0 ? "-" : b.toString();
    }
    static int bucket(String s, int n) {
        int h = StringData.fromString(s).hashCode();
        return (h ^ (h >>> 16)) & (n - 1);
    }
    static void run(String name, List<String> ops) {
        HashMap<StringData, String> m = new HashMap<>();
        StringBuilder o = new StringBuilder();
        for (String op : ops) {
            String k = op.substring(1);
            if (op.charAt(0) == '+') m.put(StringData.fromString(k), "v"); else m.remove(StringData.fromString(k));
            o.append(o.length() == 0 ? "" : " ").append(op.charAt(0)).append(hex(k));
        }
        StringBuilder r = new StringBuilder();
        for (StringData k : m.keySet()) r.append(r.length() == 0 ? "" : " ").append(hex(k.toString()));
        System.out.println("order\t" + name + "\t" + o + "\t" + (r.length() == 0 ? "" : r));
    }
    public static void main(String[] a) {
        String[] hk = {"", "a", "ab", "abc", "abcd", "abcde", "k", "key", "\u00e9", "\u00e9\u00e9", "\u20ac", "\u00ff\u00fe\u00fd", "\ud83d\ude00", "hello world!", "0123456789abcdefg"};
        for (String s : hk) System.out.println("hash\t" + hex(s) + "\t" + StringData.fromString(s).hashCode());
        List<String> ops = new ArrayList<>();
        for (int i = 0; i < 30; i++) ops.add("+k" + i);
        run("grow_to_64", ops);
        ops = new ArrayList<>();
        for (int i = 0; i < 13; i++) ops.add("+key" + i);
        ops.add("-key3"); ops.add("-key7"); ops.add("+key3"); ops.add("+x"); ops.add("-key0");
        run("resize_and_remove", ops);
        ops = new ArrayList<>();
        for (String s : new String[]{"b", "a", "\u00e9", "zz", "a", "\u20ac", "\ud83d\ude00", "yy", "b"}) ops.add("+" + s);
        run("small_replace", ops);
        // Keys colliding in one bucket of a 16-slot table: eight stay in a list; a ninth makes
        // treeifyBin resize the small table instead.
        List<String> col = new ArrayList<>();
        for (int i = 0; col.size() < 9; i++) if (bucket("c" + i, 16) == 5) col.add("c" + i);
        ops = new ArrayList<>();
        for (int i = 0; i < 8; i++) ops.add("+" + col.get(i));
        ops.add("+a"); ops.add("+b");
        run("collide_8", ops);
        ops.add("+" + col.get(8));
        run("collide_9_resizes", ops);
        // Colliding in a 32-slot table too: a ninth resizes 16 -> 32, and more keep resizing to 64.
        col = new ArrayList<>();
        for (int i = 0; col.size() < 10; i++) if (bucket("d" + i, 64) == 7) col.add("d" + i);
        ops = new ArrayList<>();
        for (String s : col) ops.add("+" + s);
        ops.add("-" + col.get(2)); ops.add("+q");
        run("collide_to_64", ops);
    }
}
