export function App() {
  return <main>AI hlasový asistent</main>;
}
