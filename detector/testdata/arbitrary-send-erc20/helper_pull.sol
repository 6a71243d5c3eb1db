pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address, address, uint256) external returns (bool);
}

library TransferHelper {
    function safeTransferFrom(address token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "TRANSFER_FROM_FAILED");
    }
}

contract HelperPulls {
    IERC20 public immutable token;
    address public immutable owner;
    mapping(address => uint256) public credit;
    mapping(address => mapping(address => bool)) public approvedOperator;

    constructor(IERC20 t) {
        token = t;
        owner = msg.sender;
    }

    function _pull(address payer, uint256 amount) internal {
        TransferHelper.safeTransferFrom(address(token), payer, address(this), amount);
    }

    function _pullTwice(address payer, uint256 amount) private {
        _pull(payer, amount / 2);
        _pull(payer, amount - amount / 2);
    }

    function _credit(address account, uint256 amount) internal {
        credit[account] += amount;
    }

    // The payer is a parameter handed to the helper that pulls from it.
    function depositFrom(address payer, uint256 amount) external {
        _pull(payer, amount); // want "HelperPulls.depositFrom\\(\\) passes an account any caller chooses to HelperPulls._pull\\(\\), which moves tokens out of it"
        credit[msg.sender] += amount;
    }

    // Two helpers deep.
    function depositSplit(address payer, uint256 amount) external {
        _pullTwice(payer, amount); // want "HelperPulls.depositSplit\\(\\) passes an account any caller chooses to HelperPulls._pull\\(\\)"
        credit[msg.sender] += amount;
    }

    // Safe: the helper pulls from the caller.
    function deposit(uint256 amount) external {
        _pull(msg.sender, amount);
        credit[msg.sender] += amount;
    }

    // Safe: the caller-chosen value is only the amount; the account credited is a helper's other argument.
    function depositFor(address beneficiary, uint256 amount) external {
        _pull(msg.sender, amount);
        _credit(beneficiary, amount);
    }

    // Safe: the payer approved the caller as its operator.
    function depositAsOperator(address payer, uint256 amount) external {
        require(approvedOperator[payer][msg.sender], "not operator");
        _pull(payer, amount);
        credit[msg.sender] += amount;
    }

    // Safe: only the owner may pull from another account.
    function sweepFrom(address payer, uint256 amount) external {
        require(msg.sender == owner, "owner");
        _pull(payer, amount);
    }
}
