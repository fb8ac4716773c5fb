import type { FastifyInstance } from 'fastify';
import { ADDRESS_MAX_PER_MEMBER, addressAdd, addressDel, addressEdit, addressList, addressSetDefault } from '../../../../contract/address';
import {
  addAddress,
  deleteAddress,
  editAddress,
  listAddresses,
  setDefaultAddress,
  type AddressFields,
  type AddressOutcome,
} from '../../../domain/addresses';
import { fail, ok, registerCall, type Result } from '../../../plugins/api';

/** /api/member/address/*: the signed-in member's own addresses only (ids of others: not found). */
export default async function addressRoutes(app: FastifyInstance) {
  const answer = <T>(outcome: AddressOutcome<T>, msg: 'address.saved' | 'address.set' | 'address.deleted'): Result<T> => {
    if (outcome.ok) return ok(outcome.value, msg);
    return outcome.key === 'address.limit' ? fail(outcome.key, { max: String(ADDRESS_MAX_PER_MEMBER) }) : fail(outcome.key);
  };
  const fields = (form: AddressFields): AddressFields => ({
    consignee: form.consignee,
    mobile: form.mobile,
    province: form.province,
    city: form.city,
    area: form.area,
    address_details: form.address_details,
    zip_code: form.zip_code,
    is_default: form.is_default,
  });

  registerCall(app, addressList, async (_input, { member, lang }) => ok(await listAddresses(app.db, member!.id, lang)));

  registerCall(app, addressAdd, async (form, { member, lang }) =>
    answer(await addAddress(app.db, member!.id, fields(form), lang), 'address.saved'),
  );

  registerCall(app, addressEdit, async (form, { member, lang }) =>
    answer(await editAddress(app.db, member!.id, form.id, fields(form), lang), 'address.saved'),
  );

  registerCall(app, addressSetDefault, async ({ id }, { member }) =>
    answer(await setDefaultAddress(app.db, member!.id, id), 'address.set'),
  );

  registerCall(app, addressDel, async ({ id }, { member }) => answer(await deleteAddress(app.db, member!.id, id), 'address.deleted'));
}
