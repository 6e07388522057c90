export { OnboardingGate } from './onboarding-gate.tsx';
