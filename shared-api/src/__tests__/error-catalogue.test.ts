import { errorMessageFor, genericErrorMessage } from '..';
import { catalogueEntryFor } from '../error-catalogue';

describe('errorMessageFor', () => {
  it("gives the server's error text first", () => {
    expect(
      errorMessageFor('createProperty', {
        status: 400,
        data: { error: 'Units must be a whole number of at least 1' },
      }),
    ).toBe('Units must be a whole number of at least 1');
  });

  it("gives the endpoint's fallback when the answer has no error text", () => {
    expect(errorMessageFor('createProperty', { status: 400, data: { error: '  ' } })).toBe(
      'Failed to add property',
    );
    expect(errorMessageFor('getOwner', { status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      'Failed to fetch owner details',
    );
  });

  it('gives the generic text when there is neither server text nor a fallback', () => {
    expect(errorMessageFor('getPaymentHistory', { status: 502, data: null })).toBe(
      genericErrorMessage,
    );
    expect(errorMessageFor('getLease', { name: 'Error', message: 'internal detail' })).toBe(
      genericErrorMessage,
    );
    expect(genericErrorMessage).toBe('Something went wrong. Please try again later.');
  });

  it("does not mistake an object's own properties for catalogued endpoints", () => {
    expect(errorMessageFor('toString', { status: 400, data: {} })).toBe(genericErrorMessage);
  });

  it('keeps lease fetch failures silent, as the spec has them', () => {
    for (const endpoint of [
      'getLease',
      'getPropertyLeases',
      'getLeasesToInviteOnto',
      'getTenantLease',
    ]) {
      expect(catalogueEntryFor(endpoint).notice).toBe('silent');
    }
  });
});
