import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Journeys in Debian's Chromium against the built app on a fresh embedded database (e2e/serve.ts). */
export default defineConfig({
  testDir: './e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two journeys at a time (the machine has two cores): each sets up its own group, or its own participant in the
  // demo group, so none reads another's data; a run takes about 4 minutes instead of 10.
  workers: 2,
  // A journey that fails is run once more, recording a trace (below), and reported as failed or flaky: the same in
  // every mode, so `npm test` on a fresh clone does what CI does (docs/decisions/0027).
  retries: 1,
  // The list alone: an HTML report copies every attachment at the end of a run (`--reporter=html` gives one).
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace of every step took a quarter of a run's CPU: only a failed journey's retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    command: 'node e2e/serve.ts',
    url: `http://localhost:${port}/api/public-config`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      // Two runs at once (two people on one machine) need two ports (E2E_PORT) and two data folders.
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      CAPTCHA_PROVIDER: 'altcha',
      // The journeys register every group from one address.
      REGISTRATION_LIMIT_PER_HOUR: '1000',
      // Cheaper password hashes for the journeys' many logins (lib/crypto.ts); honoured with NODE_ENV=test only.
      PASSWORD_HASH_COST: '1024',
      // The notices run here too, looking every 2 seconds: a sale's notice reaches /dev/mail in a journey.
      NOTICE_POLL_MS: '2000',
    },
  },
});
