pragma solidity ^0.5.0;

contract Bank {
    function supportsToken() external returns (bytes32) {
        return keccak256(abi.encodePacked("Nu Token"));
    }
}

contract AirDrop {
    mapping(address => uint) public tokenBalance;
    Bank bank;

    constructor() public {
        bank = new Bank();
    }

    modifier supportsToken() {
        require(keccak256(abi.encodePacked("Nu Token")) == bank.supportsToken()); // want "modifier supportsToken of AirDrop.airDrop\\(\\) makes this call before the function body writes tokenBalance"
        _;
    }

    modifier hasNoBalance() {
        require(tokenBalance[msg.sender] == 0);
        _;
    }

    function airDrop() public hasNoBalance supportsToken { // want "calls bank in its modifier supportsToken before it writes tokenBalance"
        tokenBalance[msg.sender] += 20;
    }

    // Safe: the balance is checked after the modifier's call.
    function airDropSafe() public supportsToken hasNoBalance {
        tokenBalance[msg.sender] += 20;
    }
}
