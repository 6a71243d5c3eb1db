pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IERC20Permit {
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external;
}

interface IWrapped {
    function underlying() external view returns (address);
}

contract PermitPulls {
    IERC20 public immutable asset;
    mapping(address => uint256) public credit;

    constructor(IERC20 a) {
        asset = a;
    }

    // The caller picks the token whose permit stands for the owner's consent: a token without permit whose
    // fallback accepts the call (WETH) lets the permit pass with nothing checked.
    function pullWithPermit(address token, address from, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        IERC20Permit(token).permit(from, address(this), amount, deadline, v, r, s);
        require(IERC20(token).transferFrom(from, address(this), amount)); // want "PermitPulls.pullWithPermit\\(\\) moves tokens out of from, which any caller chooses"
        credit[from] += amount;
    }

    // The same, with the token read from a contract the caller picks.
    function pullUnderlying(address wrapper, address from, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        address u = IWrapped(wrapper).underlying();
        IERC20Permit(u).permit(from, address(this), amount, deadline, v, r, s);
        require(IERC20(u).transferFrom(from, wrapper, amount)); // want "PermitPulls.pullUnderlying\\(\\) moves tokens out of from, which any caller chooses"
        credit[from] += amount;
    }

    // Safe: the permit is the contract's own asset's, which checks the owner's signature.
    function depositWithPermit(address from, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        IERC20Permit(address(asset)).permit(from, address(this), amount, deadline, v, r, s);
        require(asset.transferFrom(from, address(this), amount));
        credit[from] += amount;
    }
}
