pragma solidity >=0.4.0 < 0.6.0; // want "allows more than one"
pragma solidity 0.4.24 - 0.5.2; // want "allows more than one"
pragma solidity 0.4; // want "allows more than one"
pragma solidity ~0.4.20; // want "allows more than one"
pragma solidity 0.4.25;
pragma solidity =0.4.25;

contract SemVerFloatingPragma {
}
