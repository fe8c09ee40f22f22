// The docs examples drive the system Chromium (PUPPETEER_EXECUTABLE_PATH, set by the test runner):
// installing puppeteer never downloads a browser.
module.exports = {skipDownload: true};
