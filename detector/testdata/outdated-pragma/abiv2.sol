pragma solidity 0.5.0; // want "ABIEncoderV2StorageArrayWithMultiSlotElement"
pragma experimental ABIEncoderV2;

contract UsesV2 {
    uint public x = 1;
}
