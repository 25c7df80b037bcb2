// Runs Debian's epubcheck on every EPUB named on the command line in one JVM (one start instead of one per file).
// Started by editions.test.ts as: java -cp /usr/share/java/epubcheck.jar EpubCheckAll.java <file.epub>...
// Exits 0 only when no file has a fatal, error or warning message (epubcheck's --failonwarnings).
public class EpubCheckAll {
  public static void main(String[] files) {
    int failed = 0;
    for (String file : files) {
      int code = new com.adobe.epubcheck.tool.EpubChecker().run(new String[] {file, "--failonwarnings"});
      System.out.println("EPUBCHECK " + (code == 0 ? "OK " : "FAILED ") + file);
      if (code != 0) failed++;
    }
    System.exit(failed == 0 ? 0 : 1);
  }
}
