pragma solidity ^0.5.0;

contract Sale {
    uint8 public decimals = 18;
    uint256 public cap;
    mapping(address => uint256) public balances;

    // Safe: only called with constants.
    function toWei(uint256 value) private view returns (uint256) {
        return value * (10 ** uint256(decimals));
    }

    // A public caller's amount reaches it.
    function scaled(uint256 value) private view returns (uint256) {
        return value * (10 ** uint256(decimals)); // want "Sale.scaled\\(\\): value \\* \\(10 \\*\\* uint256\\(decimals\\)\\) can overflow"
    }

    constructor() public {
        cap = toWei(1000000000);
    }

    function setCap() external {
        cap = toWei(2000000000);
    }

    function buy(uint256 amount) external {
        balances[msg.sender] = scaled(amount);
    }
}
