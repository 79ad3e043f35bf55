/**
 * Certificate ids (docs/decisions/015-certificates.md): `{serial}-{code}`. The serial is 100 random
 * bits; the code is the first 40 bits of HMAC-SHA256(key, serial), where the key is derived from the
 * server secret. A serial read from the database alone does not open a certificate, and a forged or
 * mistyped id/code pair fails the check (compared in constant time).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CERTIFICATE_CODE_LENGTH,
  CERTIFICATE_SERIAL_LENGTH,
  isCertificateId,
} from '@app/shared/certificates.schemas';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 256 is a multiple of 32, so the low 5 bits of a random byte are a uniform base32 digit. */
export function newSerial(): string {
  return Array.from(randomBytes(CERTIFICATE_SERIAL_LENGTH), (b) => BASE32[b & 31]).join('');
}

export interface CertificateCodes {
  /** The public id of a serial: `{serial}-{code}`. */
  publicId(serial: string): string;
  /** The serial of a public id whose code is right, or null. */
  serialOf(id: string): string | null;
}

export function createCertificateCodes(serverSecret: string): CertificateCodes {
  // A key of its own, so the code never equals anything else signed with the server secret.
  const key = createHmac('sha256', serverSecret).update('codeconquer:certificate-code:v1').digest();
  const codeOf = (serial: string): string => {
    const mac = createHmac('sha256', key).update(serial).digest();
    return Array.from(mac.subarray(0, CERTIFICATE_CODE_LENGTH), (b) => BASE32[b & 31]).join('');
  };
  return {
    publicId: (serial) => `${serial}-${codeOf(serial)}`,
    serialOf(id) {
      if (!isCertificateId(id)) return null;
      const [serial = '', code = ''] = id.split('-');
      const expected = Buffer.from(codeOf(serial));
      const given = Buffer.from(code);
      return given.length === expected.length && timingSafeEqual(given, expected) ? serial : null;
    },
  };
}
