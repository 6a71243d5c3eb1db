// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

library Address {
    function isContract(address account) internal view returns (bool) {
        return account.code.length > 0;
    }
}

contract Mint {
    using Address for address;
    mapping(address => uint256) public minted;

    function isContractAsm(address account) internal view returns (bool) {
        uint256 size;
        assembly {
            size := extcodesize(account)
        }
        return size > 0;
    }

    // Vulnerable: a contract minting from its constructor has no code yet.
    function mint() external {
        require(!msg.sender.isContract(), "no contracts"); // want "Mint.mint\\(\\) tells the caller from a contract by its code size \\(msg.sender.isContract\\(\\)\\)"
        require(minted[msg.sender] == 0);
        minted[msg.sender] = 1;
    }

    // Vulnerable: the same, read directly.
    function mintDirect() external {
        require(msg.sender.code.length == 0, "no contracts"); // want "Mint.mintDirect\\(\\) tells the caller from a contract by its code size \\(msg.sender.code.length\\)"
        minted[msg.sender] += 1;
    }

    // Vulnerable: the same through an assembly helper.
    function mintAsm() external {
        if (isContractAsm(msg.sender)) revert(); // want "Mint.mintAsm\\(\\) tells the caller from a contract by its code size"
        minted[msg.sender] += 1;
    }

    // Safe: only accounts sign transactions; a contract's constructor is not tx.origin.
    function mintAccount() external {
        require(msg.sender == tx.origin, "no contracts");
        minted[msg.sender] += 1;
    }

    // Safe: the code size of a target the function calls, not of the caller.
    function poke(address target) external {
        require(target.code.length > 0, "not a contract");
        (bool ok, ) = target.call("");
        require(ok);
    }
}
