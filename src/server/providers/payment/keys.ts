import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError } from '../../config';

/**
 * Keys and certificates from the environment: the PEM itself (newlines may be written as
 * `\n`, as .env files and container settings often do) or the path of a PEM file. A wrong
 * value stops the start naming the variable, never printing what it holds.
 */
function invalid(variable: string, why: string): ConfigError {
  return new ConfigError(`Invalid configuration:\n  ${variable}: ${why}`);
}

function pemOf(value: string, variable: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw invalid(variable, 'neither a PEM nor a readable file');
  }
}

export function privateKeyFrom(value: string, variable: string): KeyObject {
  try {
    const key = createPrivateKey(pemOf(value, variable));
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return key;
  } catch (err) {
    throw err instanceof ConfigError ? err : invalid(variable, 'not an RSA private key');
  }
}

export function publicKeyFrom(value: string, variable: string): KeyObject {
  try {
    return createPublicKey(pemOf(value, variable));
  } catch (err) {
    throw err instanceof ConfigError ? err : invalid(variable, 'not a public key');
  }
}

/** A platform certificate: its serial (as Wechatpay-Serial carries it) and its public key. */
export function certificateFrom(value: string, variable: string): { serial: string; key: KeyObject } {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pemOf(value, variable));
  } catch (err) {
    throw err instanceof ConfigError ? err : invalid(variable, 'not an X.509 certificate');
  }
  if (new Date(cert.validTo).getTime() < Date.now()) throw invalid(variable, 'the certificate has expired');
  return { serial: cert.serialNumber.toUpperCase(), key: cert.publicKey };
}
