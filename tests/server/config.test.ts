import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('configuration from the environment', () => {
  it('has working defaults: port 8080, embedded database in data/', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('data');
    expect(config.ORDER_VALIDITY_S).toBe(86_400);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/x' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['ORDER_VALIDITY_S', { ORDER_VALIDITY_S: '5' }],
    ['CODE_COOLDOWN_S', { CODE_COOLDOWN_S: '0' }],
  ])('stops with a message naming %s when it is wrong', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('never prints the value of a secret it rejects', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://user:s3cret@host/db' });
    } catch (error) {
      expect(String(error)).not.toContain('s3cret');
    }
  });
});
