pragma solidity ^0.4.25;

contract DosNumber {
    uint numElements = 0;
    uint[] array;

    function insertNnumbers(uint value, uint numbers) public {
        for (uint i = 0; i < numbers; i++) {
            if (numElements == array.length) {
                array.length += 1;
            }
            array[numElements++] = value;
        }
    }

    function clearDOS() public {
        require(numElements > 1500);
        array = new uint[](0); // want "DosNumber.clearDOS\\(\\) clears array"
        numElements = 0;
    }

    function total() public returns (uint s) {
        for (uint i = 0; i < array.length; i++) { // want "loops up to array.length, which any caller can grow through DosNumber.insertNnumbers"
            s += array[i];
        }
    }
}

contract DosGas {
    address[] creditorAddresses;
    address[] admins;
    address owner;
    bool win = false;

    function emptyCreditors() public {
        if (creditorAddresses.length > 1500) { // want "DosGas.emptyCreditors\\(\\) clears creditorAddresses on a branch taken by its length \\(creditorAddresses.length > 1500\\), which costs gas per element, and any caller can grow it through DosGas.addCreditors\\(\\)"
            creditorAddresses = new address[](0);
            win = true;
        }
    }

    function addCreditors() public returns (bool) {
        for (uint i = 0; i < 350; i++) {
            creditorAddresses.push(msg.sender);
        }
        return true;
    }

    function addAdmin(address a) public {
        require(msg.sender == owner);
        admins.push(a);
    }

    // Safe: only the owner grows admins.
    function resetAdmins() public {
        delete admins;
    }
}

contract EmptyCheck {
    address[] list;

    function add() public {
        list.push(msg.sender);
    }

    // The test only asks whether there is anything to clear: the finding stays on the clearing.
    function reset() public {
        if (list.length > 0) {
            delete list; // want "EmptyCheck.reset\\(\\) clears list, which costs gas per element"
        }
    }
}
