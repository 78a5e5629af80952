package dev.nljdbc.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TenantNamesTest {

  @Test
  void stem_dropsTheKeyParts() {
    assertEquals("corp", TenantNames.stem("corp_id"));
    assertEquals("org", TenantNames.stem("orgId"));
    assertEquals("company", TenantNames.stem("COMPANY_UUID"));
    assertEquals("tenant", TenantNames.stem("tenant"));
    assertEquals("", TenantNames.stem("id"));
  }

  @Test
  void tablesNamedLikeTheTenants_match() {
    assertTrue(TenantNames.namesTheTenants("corporations", "corp_id"));
    assertTrue(TenantNames.namesTheTenants("Corp", "corp_id"));
    assertTrue(TenantNames.namesTheTenants("companies", "company_id"));
    assertTrue(TenantNames.namesTheTenants("orgs", "orgId"));
    assertTrue(TenantNames.namesTheTenants("Tenants", "account_no"));
    assertTrue(TenantNames.namesTheTenants("ab", "ab_id"));
    assertTrue(TenantNames.namesTheTenants("abs", "ab_id"));
  }

  @Test
  void otherTables_doNotMatch() {
    assertFalse(TenantNames.namesTheTenants("customers", "corp_id"));
    assertFalse(TenantNames.namesTheTenants("regions", "org_id"));
    assertFalse(TenantNames.namesTheTenants("abacus", "ab_id"));
    assertFalse(TenantNames.namesTheTenants("anything", "id"));
    assertFalse(TenantNames.namesTheTenants(null, "corp_id"));
  }
}
