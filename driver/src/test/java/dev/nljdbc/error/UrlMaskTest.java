package dev.nljdbc.error;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class UrlMaskTest {

  @Test
  void mask_hidesPasswordsInEveryUrlForm() {
    assertEquals("jdbc:postgresql://h:5432/shop?user=ann&password=<masked>&ssl=true",
        UrlMask.mask("jdbc:postgresql://h:5432/shop?user=ann&password=s3cret&ssl=true"));
    assertEquals("jdbc:mariadb://ann:<masked>@h:3306/shop",
        UrlMask.mask("jdbc:mariadb://ann:s3cret@h:3306/shop"));
    assertEquals("jdbc:h2:mem:shop;USER=sa;PASSWORD=<masked>",
        UrlMask.mask("jdbc:h2:mem:shop;USER=sa;PASSWORD=s3cret"));
    assertEquals("jdbc:mariadb:address=(host=h)(port=3306)(user=ann)(password=<masked>)/shop",
        UrlMask.mask("jdbc:mariadb:address=(host=h)(port=3306)(user=ann)(password=s3cret)/shop"));
    assertEquals("jdbc:postgresql://h/shop?sslpassword=<masked>",
        UrlMask.mask("jdbc:postgresql://h/shop?sslpassword=s3cret"));
  }

  @Test
  void mask_leavesUrlsWithoutSecretsAlone() {
    assertEquals("jdbc:postgresql://h:5432/shop?user=ann", UrlMask.mask(
        "jdbc:postgresql://h:5432/shop?user=ann"));
    assertEquals("jdbc:sqlite:/data/shop.db", UrlMask.mask("jdbc:sqlite:/data/shop.db"));
    assertNull(UrlMask.mask(null));
  }

  @Test
  void scrub_masksTheUrlWhereADriverQuotesIt() {
    String url = "jdbc:nosuch://ann:s3cret@h/shop";
    assertEquals("Failed to get driver instance for jdbcUrl=jdbc:nosuch://ann:<masked>@h/shop",
        UrlMask.scrub("Failed to get driver instance for jdbcUrl=" + url, url));
  }
}
