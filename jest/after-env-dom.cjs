require('@testing-library/jest-dom');
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
