import { fakerPT_BR as faker } from '@faker-js/faker';
import { TERMS_VERSION } from '../../shared/terms.js';
import type { PersonalDataExport } from '../lib/personal-data.js';
import { personalDataDocument } from '../services/api/privacy/document.js';
import { person } from './people.js';
import { companyName, fakeCnpj, fakePhone, thisYear } from './values.js';

/**
 * A data-subject export as the gateway answers it: a customer contact at one opportunity, and its `document` made by
 * the services' own rendering from the same records, so that the mock's download reads like the real one.
 */
export function mockPersonalDataExport() {
  const who = person('cliente.com.br');
  const created = thisYear().toISOString();
  const records: PersonalDataExport = {
    email: who.email,
    brand: 'scanora',
    exportedAt: new Date().toISOString(),
    contacts: [
      {
        opportunityId: faker.string.uuid(),
        opportunityName: `Oportunidade ${companyName()}`,
        status: 'approved',
        customerCnpj: fakeCnpj(),
        customerName: companyName(),
        contact: who.name,
        email: who.email,
        phone: fakePhone(),
        createdAt: created,
        acceptedTermVersion: TERMS_VERSION,
        acceptedTermAt: created,
      },
    ],
    resales: [],
    sellers: [],
    customerWatches: [],
  };
  // The schema's fields only (no `brand`: the gateway does not answer it), statuses as the schema's enum names.
  const { brand: _brand, ...fields } = records;
  return {
    ...fields,
    contacts: records.contacts.map((c) => ({ ...c, status: c.status.toUpperCase() })),
    document: JSON.stringify(personalDataDocument(records), null, 2),
  };
}
