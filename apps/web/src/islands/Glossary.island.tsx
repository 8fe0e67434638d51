import { Glossary } from '../routes/-components/Glossary';
import { defineIsland } from './defineIsland';

export default defineIsland(Glossary);
