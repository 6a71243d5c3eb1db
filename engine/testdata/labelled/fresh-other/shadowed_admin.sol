pragma solidity ^0.5.0;

contract Administered {
    address public admin;

    constructor() public {
        admin = msg.sender;
    }

    modifier onlyAdmin() {
        require(msg.sender == admin);
        _;
    }
}

contract FeeVault is Administered {
    // <yes> <report> OTHER
    address public admin;
    uint256 public fee;

    constructor(address _admin) public {
        admin = _admin;
    }

    function setFee(uint256 _fee) external onlyAdmin {
        fee = _fee;
    }

    function sweep(address payable to) external onlyAdmin {
        to.transfer(address(this).balance);
    }

    function () external payable {}
}
