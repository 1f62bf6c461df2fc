// The bundled demo list, loaded into an empty database when REFERENCE_DATA is not set.
// A TypeScript module rather than JSON so it travels into dist with the build.
import type { ReferenceData } from './reference-data.ts';

export const DEMO_REFERENCE_DATA: ReferenceData = {
  faculties: [
    {
      name: 'Faculty of Science',
      departments: [
        {
          name: 'Computer Science',
          courses: [
            { code: 'CSC101', name: 'Introduction to Computer Science', level: 100, description: 'Problem solving, algorithms and a first programming language.' },
            { code: 'CSC201', name: 'Computer Programming I', level: 200, description: 'Structured programming, functions, arrays and records.' },
            { code: 'CSC204', name: 'Data Structures', level: 200, description: 'Lists, stacks, queues, trees, heaps and hash tables.' },
            { code: 'CSC301', name: 'Operating Systems', level: 300, description: 'Processes, scheduling, memory management and file systems.' },
            { code: 'CSC305', name: 'Database Management Systems', level: 300, description: 'Relational model, SQL, normalisation and transactions.' },
            { code: 'CSC402', name: 'Compiler Construction', level: 400, description: 'Lexical analysis, parsing, semantic analysis and code generation.' },
            { code: 'MTH101', name: 'Elementary Mathematics I', level: 100, description: 'Sets, real numbers, sequences, series and functions.' },
            { code: 'MTH202', name: 'Linear Algebra II', level: 200, description: 'Vector spaces, linear maps, eigenvalues and inner products.' },
          ],
        },
        {
          name: 'Mathematics',
          courses: [
            { code: 'MTH101', name: 'Elementary Mathematics I', level: 100 },
            { code: 'MTH201', name: 'Real Analysis I', level: 200, description: 'Limits, continuity and differentiability of real functions.' },
            { code: 'MTH202', name: 'Linear Algebra II', level: 200 },
            { code: 'MTH305', name: 'Abstract Algebra', level: 300, description: 'Groups, rings and fields.' },
            { code: 'STA202', name: 'Probability Theory', level: 200, description: 'Random variables, distributions and expectation.' },
          ],
        },
        {
          name: 'Physics',
          courses: [
            { code: 'PHY101', name: 'General Physics I', level: 100, description: 'Mechanics, heat and properties of matter.' },
            { code: 'PHY203', name: 'Electromagnetism', level: 200, description: 'Electrostatics, magnetostatics and Maxwell\'s equations.' },
            { code: 'MTH101', name: 'Elementary Mathematics I', level: 100 },
          ],
        },
      ],
    },
    {
      name: 'Faculty of Engineering',
      departments: [
        {
          name: 'Electrical and Electronics Engineering',
          courses: [
            { code: 'EEE201', name: 'Circuit Theory I', level: 200, description: 'Network laws, theorems and transient analysis.' },
            { code: 'EEE305', name: 'Signals and Systems', level: 300, description: 'Continuous and discrete signals, Fourier and Laplace transforms.' },
            { code: 'GEG101', name: 'Engineering Drawing', level: 100, description: 'Orthographic and isometric projection.' },
          ],
        },
        {
          name: 'Mechanical Engineering',
          courses: [
            { code: 'MEG202', name: 'Thermodynamics I', level: 200, description: 'Laws of thermodynamics, cycles and properties of pure substances.' },
            { code: 'MEG304', name: 'Fluid Mechanics', level: 300, description: 'Fluid statics, flow equations and dimensional analysis.' },
            { code: 'GEG101', name: 'Engineering Drawing', level: 100 },
          ],
        },
        {
          name: 'Civil Engineering',
          courses: [
            { code: 'CVE301', name: 'Structural Analysis I', level: 300, description: 'Statically determinate structures, influence lines and deflections.' },
            { code: 'CVE305', name: 'Soil Mechanics', level: 300, description: 'Soil classification, compaction, permeability and shear strength.' },
          ],
        },
      ],
    },
    {
      name: 'Faculty of Social Sciences',
      departments: [
        {
          name: 'Economics',
          courses: [
            { code: 'ECO101', name: 'Principles of Economics I', level: 100, description: 'Demand, supply, markets and the theory of the firm.' },
            { code: 'ECO203', name: 'Intermediate Microeconomics', level: 200, description: 'Consumer and producer theory, market structures.' },
            { code: 'ECO305', name: 'Econometrics', level: 300, description: 'Regression analysis and hypothesis testing.' },
          ],
        },
        {
          name: 'Psychology',
          courses: [
            { code: 'PSY101', name: 'Introduction to Psychology', level: 100, description: 'Perception, learning, memory and personality.' },
            { code: 'PSY204', name: 'Developmental Psychology', level: 200, description: 'Human development from infancy to old age.' },
          ],
        },
      ],
    },
    {
      name: 'Faculty of Arts',
      departments: [
        {
          name: 'English',
          courses: [
            { code: 'ENG101', name: 'Use of English I', level: 100, description: 'Reading, writing and study skills.' },
            { code: 'ENG207', name: 'Introduction to Poetry', level: 200, description: 'Forms, devices and close reading of poems.' },
          ],
        },
        {
          name: 'History and Strategic Studies',
          courses: [
            { code: 'HIS102', name: 'African History to 1800', level: 100, description: 'States, trade and societies of pre-colonial Africa.' },
          ],
        },
      ],
    },
  ],
};
